import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * An IP camera's RTSP service for tests and the demo, over real TCP: RTSP 1.0 (OPTIONS,
 * DESCRIBE, SETUP, PLAY, GET_PARAMETER, TEARDOWN; RFC 2326) with RTP interleaved on the
 * connection, as cameras stream to clients behind firewalls. The picture is ffmpeg's moving
 * test pattern, encoded as JPEG and packetised as RTP/JPEG (RFC 2435) by ffmpeg's own RTP
 * muxer, one ffmpeg per playing session; its packets are framed into the RTSP connection
 * (`$`, channel 0, length). With `username`/`password` every request needs RTSP Basic
 * credentials, as a camera's do. `stop()` takes it off the network (a camera down).
 */

export interface RtspFixture {
  /** rtsp://host:port/cctv */
  url: string;
  port: number;
  /** Sessions playing now. */
  playing: () => number;
  /** Requests answered, by method. */
  requests: Map<string, number>;
  stop: () => Promise<void>;
}

export interface RtspFixtureOptions {
  port?: number;
  host?: string;
  username?: string;
  password?: string;
  /** The ffmpeg that makes the pictures (PANTAU_FFMPEG's default: `ffmpeg` on the PATH). */
  ffmpeg?: string;
}

const SDP = (host: string) =>
  [
    'v=0',
    `o=- 0 0 IN IP4 ${host}`,
    's=Pantau fixture camera',
    'c=IN IP4 0.0.0.0',
    't=0 0',
    'a=control:*',
    'm=video 0 RTP/AVP 26',
    'a=rtpmap:26 JPEG/90000',
    'a=control:track0',
    '',
  ].join('\r\n');

/** One playing session: ffmpeg's RTP packets, received over UDP, into the TCP connection. */
function play(ffmpeg: string, socket: Socket): Promise<{ stop: () => void }> {
  return new Promise((resolve, reject) => {
    const udp: UdpSocket = createSocket('udp4');
    let proc: ChildProcess | null = null;
    const stop = () => {
      proc?.kill('SIGKILL');
      proc = null;
      try {
        udp.close();
      } catch {
        // closed already
      }
    };
    udp.on('message', (packet) => {
      if (socket.destroyed) return;
      const head = Buffer.from([0x24, 0, packet.length >> 8, packet.length & 0xff]);
      socket.write(Buffer.concat([head, packet]));
    });
    udp.once('error', reject);
    udp.bind(0, '127.0.0.1', () => {
      const { port } = udp.address();
      proc = spawn(
        ffmpeg,
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
          ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=10'],
          ...['-c:v', 'mjpeg', '-pix_fmt', 'yuvj420p', '-q:v', '6', '-huffman', 'default'],
          ...['-f', 'rtp', `rtp://127.0.0.1:${port}?pkt_size=1400`],
        ],
        { stdio: ['ignore', 'ignore', 'ignore'] },
      );
      proc.once('error', (err) => {
        stop();
        reject(err);
      });
      proc.once('spawn', () => resolve({ stop }));
    });
  });
}

export async function startRtspFixture(opts: RtspFixtureOptions = {}): Promise<RtspFixture> {
  const host = opts.host ?? '127.0.0.1';
  const ffmpeg = opts.ffmpeg ?? 'ffmpeg';
  const requests = new Map<string, number>();
  const sockets = new Set<Socket>();
  const sessions = new Set<{ stop: () => void }>();
  const expected =
    opts.username !== undefined || opts.password !== undefined
      ? `Basic ${Buffer.from(`${opts.username ?? ''}:${opts.password ?? ''}`).toString('base64')}`
      : null;
  let next = 1;

  const server = createServer((socket) => {
    sockets.add(socket);
    let pending = Buffer.alloc(0);
    let session: { stop: () => void } | null = null;
    const id = String(10_000_000 + next++);
    const end = () => {
      if (session) {
        session.stop();
        sessions.delete(session);
        session = null;
      }
    };
    socket.once('close', () => {
      sockets.delete(socket);
      end();
    });
    socket.on('error', () => undefined);

    const answer = (cseq: string, status: string, headers: string[] = [], body = '') => {
      const lines = [`RTSP/1.0 ${status}`, `CSeq: ${cseq}`, ...headers];
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    };

    const handle = async (head: string) => {
      const [requestLine = '', ...lines] = head.split('\r\n');
      const [method = '', uri = ''] = requestLine.split(' ');
      const header = (name: string) =>
        lines
          .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      const cseq = header('CSeq');
      requests.set(method, (requests.get(method) ?? 0) + 1);
      if (expected !== null && method !== 'OPTIONS' && header('Authorization') !== expected) {
        answer(cseq, '401 Unauthorized', ['WWW-Authenticate: Basic realm="camera"']);
        return;
      }
      const path = (() => {
        try {
          return new URL(uri).pathname;
        } catch {
          return '';
        }
      })();
      switch (method) {
        case 'OPTIONS':
          answer(cseq, '200 OK', [
            'Public: OPTIONS, DESCRIBE, SETUP, PLAY, GET_PARAMETER, TEARDOWN',
          ]);
          return;
        case 'DESCRIBE':
          if (path !== '/cctv' && path !== '/cctv/') {
            answer(cseq, '404 Not Found');
            return;
          }
          answer(
            cseq,
            '200 OK',
            ['Content-Type: application/sdp', `Content-Base: rtsp://${host}/cctv/`],
            SDP(host),
          );
          return;
        case 'SETUP':
          if (!/RTP\/AVP\/TCP/i.test(header('Transport'))) {
            answer(cseq, '461 Unsupported Transport');
            return;
          }
          answer(cseq, '200 OK', [
            'Transport: RTP/AVP/TCP;unicast;interleaved=0-1',
            `Session: ${id};timeout=60`,
          ]);
          return;
        case 'PLAY':
          if (!session) {
            session = await play(ffmpeg, socket);
            sessions.add(session);
          }
          answer(cseq, '200 OK', [`Session: ${id}`, 'Range: npt=0.000-']);
          return;
        case 'GET_PARAMETER':
          answer(cseq, '200 OK', [`Session: ${id}`]);
          return;
        case 'TEARDOWN':
          end();
          answer(cseq, '200 OK', [`Session: ${id}`]);
          return;
        default:
          answer(cseq, '405 Method Not Allowed');
      }
    };

    // Requests in order; a client's own interleaved packets (RTCP reports) are skipped.
    let chain = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (pending[0] === 0x24) {
          if (pending.length < 4) return;
          const size = 4 + pending.readUInt16BE(2);
          if (pending.length < size) return;
          pending = pending.subarray(size);
          continue;
        }
        const endOfHead = pending.indexOf('\r\n\r\n');
        if (endOfHead === -1) {
          if (pending.length > 64 * 1024) socket.destroy();
          return;
        }
        const head = pending.toString('latin1', 0, endOfHead);
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
        if (pending.length < endOfHead + 4 + length) return;
        pending = pending.subarray(endOfHead + 4 + length);
        chain = chain
          .then(() => handle(head))
          .catch(() => {
            socket.destroy();
          });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `rtsp://${host}:${port}/cctv`,
    port,
    playing: () => sessions.size,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.stop();
        sessions.clear();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
