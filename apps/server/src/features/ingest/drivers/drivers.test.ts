import { createSocket } from 'node:dgram';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backoffMs, type DriverContext } from './driver.ts';
import { FileReplayDriver } from './file-replay.ts';
import { SimulatorDriver } from './simulator.ts';
import { TcpClientDriver } from './tcp-client.ts';
import { TcpListenDriver } from './tcp-listen.ts';
import { UdpDriver } from './udp.ts';

function collector() {
  const chunks: string[] = [];
  const counts = { refused: 0, closedIdle: 0, overlong: 0 };
  let opened = 0;
  let ended = 0;
  const ctx: DriverContext = {
    count: (c) => void counts[c]++,
    open: () => {
      opened++;
      // As the pipeline counts decoded messages: here, lines that look like AIS.
      let decoded = 0;
      return {
        write: (c) => {
          const text = typeof c === 'string' ? c : Buffer.from(c).toString();
          if (text.startsWith('!AIVDM')) decoded++;
          chunks.push(text);
        },
        end: () => void ended++,
        decoded: () => decoded,
      };
    },
    log: { info: () => undefined, warn: () => undefined },
  };
  return { ctx, counts, text: () => chunks.join(''), opened: () => opened, ended: () => ended };
}

async function until(p: () => boolean, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!p()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listen = (s: Server, port = 0) =>
  new Promise<number>((r) =>
    s.listen(port, '127.0.0.1', () => r((s.address() as { port: number }).port)),
  );

describe('source drivers', () => {
  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffMs(a))).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });

  it('TCP client: a feed flat out lets the event loop go round between its reads, and loses nothing', async () => {
    // 24 MB offered at once, each chunk costing its reader 3 ms (as decoding it and every
    // sink do): libuv alone read up to 32 chunks in one poll, a tenth of a second in which
    // no timer ran. What happens is written down in order: 'c' a chunk, 't' a timer.
    // The feed is a thread of its own, as a real one is another machine: it fills the
    // socket while the reader works.
    const size = 24 * 1024 * 1024;
    const feed = new Worker(
      `const { createServer } = require('node:net');
       const { parentPort } = require('node:worker_threads');
       const server = createServer((s) => s.end(Buffer.alloc(${size}, 'x')));
       server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));`,
      { eval: true },
    );
    const port = await new Promise<number>((r) => feed.once('message', r));
    const order: string[] = [];
    let got = 0;
    const ctx: DriverContext = {
      count: () => undefined,
      open: () => ({
        write: (chunk) => {
          got += chunk.length;
          order.push('c');
          const until = performance.now() + 3;
          while (performance.now() < until);
        },
        end: () => undefined,
      }),
      log: { info: () => undefined, warn: () => undefined },
    };
    const tick = setInterval(() => order.push('t'), 1);
    const driver = new TcpClientDriver('127.0.0.1', port, ctx);
    driver.start();
    await until(() => got >= size, 60_000);
    clearInterval(tick);
    await driver.stop();
    await feed.terminate();
    expect(got).toBe(size);
    const runs = order
      .join('')
      .split('t')
      .map((r) => r.length);
    // At most the chunks of READ_TURN_MS (20 ms at 3 ms a chunk: 7) and the one read after
    // the pause, between two timers.
    expect(Math.max(...runs)).toBeLessThanOrEqual(9);
    expect(runs.filter((n) => n > 0).length).toBeGreaterThan(10);
  }, 90_000);

  it('TCP client: reads the feed, reconnects after the server drops', async () => {
    const sockets: Socket[] = [];
    const feed = createServer((s) => {
      sockets.push(s);
      s.write(`line ${sockets.length}\r\n`);
    });
    const port = await listen(feed);
    const c = collector();
    const driver = new TcpClientDriver('127.0.0.1', port, c.ctx);
    driver.start();
    await until(() => c.text().includes('line 1'));
    expect(driver.engine).toBe('connected');
    // The feed server goes away and comes back on the same port.
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => feed.close(() => r()));
    await until(() => driver.engine === 'error');
    const again = createServer((s) => {
      sockets.push(s);
      s.write(`line ${sockets.length}\r\n`);
    });
    await listen(again, port);
    await until(() => c.text().includes('line 2'));
    expect(driver.engine).toBe('connected');
    expect(c.opened()).toBeGreaterThanOrEqual(2);
    await driver.stop();
    expect(driver.engine).toBe('stopped');
    await new Promise<void>((r) => again.close(() => r()));
  });

  it('TCP listener: takes several stations at once', async () => {
    const c = collector();
    const driver = new TcpListenDriver('127.0.0.1', 0, c.ctx);
    driver.start();
    await until(() => driver.engine === 'listening');
    const a = connect(driver.port ?? 0, '127.0.0.1');
    const b = connect(driver.port ?? 0, '127.0.0.1');
    a.write('from a\n');
    b.write('from b\n');
    await until(() => c.text().includes('from a') && c.text().includes('from b'));
    expect(c.opened()).toBe(2);
    a.destroy();
    b.destroy();
    await driver.stop();
  });

  it('UDP: a datagram is a whole line', async () => {
    const c = collector();
    const driver = new UdpDriver('127.0.0.1', 0, c.ctx);
    driver.start();
    await until(() => driver.engine === 'listening');
    const sender = createSocket('udp4');
    sender.send('!AIVDM,no newline', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text() === '!AIVDM,no newline\n');
    sender.close();
    await driver.stop();
  });

  it('file replay: keeps tag-block spacing divided by the speed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-replay-'));
    const file = join(dir, 'capture.nmea');
    writeFileSync(file, '\\c:1700000000*00\\A\n\\c:1700000010*00\\B\nplain C\n');
    const c = collector();
    const driver = new FileReplayDriver(file, 50, c.ctx);
    const started = performance.now();
    driver.start();
    await driver.finished();
    const took = performance.now() - started;
    expect(c.text()).toBe('\\c:1700000000*00\\A\n\\c:1700000010*00\\B\nplain C\n');
    // 10 s of capture at 50× is 200 ms.
    expect(took).toBeGreaterThanOrEqual(190);
    expect(driver.engine).toBe('stopped');
    expect(driver.detail).toBe('replay finished (3 lines)');
  });

  it('simulator: sources of one fleet sail it from one start, each hearing its part', async () => {
    const lines = (c: ReturnType<typeof collector>) => c.text().split('\r\n').filter(Boolean);
    const every = collector();
    const shore = collector();
    const sky = collector();
    const a = new SimulatorDriver(40, 1, every.ctx);
    a.start();
    await new Promise((r) => setTimeout(r, 300));
    // Started later, they take the first one's start: their lines are some of its lines.
    const b = new SimulatorDriver(40, 1, shore.ctx, 'terrestrial');
    const c = new SimulatorDriver(40, 1, sky.ctx, 'satellite');
    b.start();
    c.start();
    await until(() => lines(shore).length > 10 && lines(sky).length > 0, 20_000);
    await new Promise((r) => setTimeout(r, 1100));
    await Promise.all([a.stop(), b.stop(), c.stop()]);
    const all = new Set(lines(every));
    for (const l of [...lines(shore), ...lines(sky)]) expect(all.has(l), l).toBe(true);
    expect(lines(shore).length).toBeLessThan(all.size);
  });

  it('file replay: a missing file is an error the operator sees', async () => {
    const c = collector();
    const driver = new FileReplayDriver('/nonexistent/capture.nmea', 1, c.ctx);
    driver.start();
    await driver.finished();
    expect(driver.engine).toBe('error');
    expect(driver.detail).toMatch(/ENOENT/);
  });
});

describe('listener limits (hostile stations)', () => {
  const limits = { maxConnections: 4, maxPerAddress: 2, idleMs: 300, allow: [] };
  const open = async (port: number) => {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => undefined);
    await new Promise((r) => s.once('connect', r));
    return s;
  };
  const closed = (s: Socket) => new Promise<void>((r) => (s.closed ? r() : s.once('close', r)));

  it('TCP: closes connections beyond the per-address cap, and idle ones', async () => {
    const c = collector();
    const driver = new TcpListenDriver('127.0.0.1', 0, c.ctx, limits);
    driver.start();
    await until(() => driver.engine === 'listening');
    const sockets = await Promise.all([1, 2, 3, 4].map(() => open(driver.port ?? 0)));
    await until(() => c.counts.refused === 2);
    expect(driver.connections).toBe(2);
    // The two let in say nothing: both are closed after the idle timeout.
    await Promise.all(sockets.map(closed));
    await until(() => c.counts.closedIdle === 2 && driver.connections === 0);
    await driver.stop();
  });

  it('TCP: refuses senders outside the allow-list', async () => {
    const c = collector();
    const driver = new TcpListenDriver('127.0.0.1', 0, c.ctx, {
      ...limits,
      allow: ['10.0.0.0/8'],
    });
    driver.start();
    await until(() => driver.engine === 'listening');
    const s = await open(driver.port ?? 0);
    s.write('!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0*24\n');
    await closed(s);
    expect(c.counts.refused).toBe(1);
    expect(c.opened()).toBe(0);
    await driver.stop();
    const allowed = new TcpListenDriver('127.0.0.1', 0, c.ctx, { ...limits, allow: ['127.0.0.1'] });
    allowed.start();
    await until(() => allowed.engine === 'listening');
    const t = await open(allowed.port ?? 0);
    t.write('from home\n');
    await until(() => c.text().includes('from home'));
    t.destroy();
    await allowed.stop();
  });

  it('UDP: drops datagrams from senders beyond the cap or outside the allow-list', async () => {
    const c = collector();
    const driver = new UdpDriver('127.0.0.1', 0, c.ctx, { ...limits, maxPerAddress: 1 });
    driver.start();
    await until(() => driver.engine === 'listening');
    const a = createSocket('udp4');
    const b = createSocket('udp4');
    a.send('from a', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text().includes('from a'));
    b.send('from b', driver.port ?? 0, '127.0.0.1');
    await until(() => c.counts.refused === 1);
    expect(c.text()).not.toContain('from b');
    // The first sender falls silent: its state goes, and the second may send.
    await until(() => c.counts.closedIdle === 1);
    b.send('from b', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text().includes('from b'));
    a.close();
    b.close();
    await driver.stop();
    const walled = new UdpDriver('127.0.0.1', 0, c.ctx, { ...limits, allow: ['192.0.2.0/24'] });
    walled.start();
    await until(() => walled.engine === 'listening');
    const d = createSocket('udp4');
    d.send('walled', walled.port ?? 0, '127.0.0.1');
    await until(() => c.counts.refused === 2);
    expect(c.text()).not.toContain('walled');
    d.close();
    await walled.stop();
  });

  it('UDP: a sender that has sent valid NMEA takes the place of a stranger at the cap', async () => {
    const c = collector();
    const driver = new UdpDriver('127.0.0.1', 0, c.ctx, { ...limits, maxConnections: 1 });
    driver.start();
    await until(() => driver.engine === 'listening');
    const bound = async (address: string) => {
      const s = createSocket('udp4');
      await new Promise<void>((r) => s.bind(0, address, r));
      return s;
    };
    const station = await bound('127.0.0.2');
    const stranger = await bound('127.0.0.3');
    const other = await bound('127.0.0.4');
    station.send('!AIVDM first', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text().includes('!AIVDM first'));
    await until(() => c.counts.closedIdle === 1); // the station falls silent a while
    stranger.send('noise', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text().includes('noise'));
    other.send('more noise', driver.port ?? 0, '127.0.0.1');
    await until(() => c.counts.refused === 1); // a stranger at the cap: refused
    station.send('!AIVDM again', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text().includes('!AIVDM again'));
    expect(c.counts.refused).toBe(2); // the stranger gave way
    expect(driver.connections).toBe(1);
    for (const s of [station, stranger, other]) s.close();
    await driver.stop();
  });
});

describe('file replay inside the capture folder', () => {
  it('reads a file there; refuses one outside, a link out of it and a device', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-captures-'));
    writeFileSync(join(dir, 'ok.nmea'), 'line one\nline two');
    symlinkSync('/etc/hostname', join(dir, 'escape.nmea'));
    symlinkSync('/dev/zero', join(dir, 'zero.nmea'));
    const c = collector();
    const ok = new FileReplayDriver('ok.nmea', 1, c.ctx, dir);
    ok.start();
    await ok.finished();
    expect(c.text()).toBe('line one\nline two\n');
    for (const [path, reason] of [
      ['/etc/hostname', /outside the capture folder/],
      ['../x.nmea', /outside the capture folder/],
      ['escape.nmea', /leads outside the capture folder/],
      ['zero.nmea', /leads outside|not a regular file/],
    ] as const) {
      const d = new FileReplayDriver(path, 1, c.ctx, dir);
      d.start();
      await d.finished();
      expect(d.engine).toBe('error');
      expect(d.detail).toMatch(reason);
    }
  });

  it('drops a line longer than the cap whole, counting it, and reads on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-captures-'));
    writeFileSync(join(dir, 'long.nmea'), `before\n${'x'.repeat(300_000)}\nafter\n`);
    const c = collector();
    const d = new FileReplayDriver('long.nmea', 1, c.ctx, dir);
    d.start();
    await d.finished();
    expect(c.text()).toBe('before\nafter\n');
    expect(c.counts.overlong).toBe(1);
  });
});
