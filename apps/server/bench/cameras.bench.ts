/**
 * RTSP cameras shown through the server (`features/infrastructure/transcode.ts`): what one
 * camera costs, and what each more viewer of it costs.
 *
 * The fixture camera (RTSP, RTP/JPEG 640×360 at 10/s, `src/testing/rtsp-fixture.ts`) is
 * watched through the relay for BENCH_SECONDS (default 20) by 1 viewer (the baseline), then
 * by BENCH_VIEWERS (default 20) at once. Printed for each: pictures a second each viewer got,
 * the transcoding ffmpeg's CPU (from /proc), this server process's CPU (the fan-out), and how
 * many ffmpeg ran for the camera (one, however many watch).
 *
 *   node bench/cameras.bench.ts   (needs ffmpeg; in npm run bench -w apps/server)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import Fastify from 'fastify';
import { startRtspFixture } from '@pantau/server/testing/rtsp-fixture.ts';
import { CameraRelay } from '@pantau/server/testing/stages.ts';

const out = (s: string) => process.stdout.write(`${s}\n`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 20);
const TICK = 100; // /proc stat clock ticks a second on Linux

if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  out('cameras bench: ffmpeg is not installed (apt-get install ffmpeg); nothing measured');
  process.exit(0);
}

/** This process's ffmpeg children that transcode (their command line names image2pipe). */
function transcoders(): { pid: number; cpuS: number }[] {
  const found: { pid: number; cpuS: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('image2pipe')) continue;
      found.push({ pid: Number(entry), cpuS: (Number(fields[11]) + Number(fields[12])) / TICK });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const camera = await startRtspFixture({});
const relay = new CameraRelay({ ffmpeg: 'ffmpeg', maxTranscodes: 4, timeoutMs: 15_000 });
const sensor = {
  id: 1,
  locationId: 'wpi-51260',
  kind: 'cctv' as const,
  name: 'bench',
  url: camera.url,
  username: null,
  password: null,
};
const app = Fastify({ logger: false });
app.get('/media', (_req, reply) => relay.watch(sensor, reply));
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** `n` viewers for SECONDS; what each got and what it cost. */
async function run(n: number) {
  const counts = new Array<number>(n).fill(0);
  const requests: ClientRequest[] = [];
  const boundary = Buffer.from('--pantaucctv');
  await Promise.all(
    counts.map(
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const req = get(`${base}/media`, { agent: false }, (res) => {
            res.on('data', (chunk: Buffer) => {
              for (
                let at = chunk.indexOf(boundary);
                at !== -1;
                at = chunk.indexOf(boundary, at + 1)
              )
                counts[i] = (counts[i] ?? 0) + 1;
            });
            resolve();
          });
          req.once('error', reject);
          requests.push(req);
        }),
    ),
  );
  // Measure from 2 s on: every viewer is watching, and the camera's first burst (the
  // pictures a camera sends at once when a session starts) is over.
  await new Promise((r) => setTimeout(r, 2000));
  const before = transcoders();
  const cpu0 = process.cpuUsage();
  counts.fill(0);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const cpu = process.cpuUsage(cpu0);
  const after = transcoders();
  const got = [...counts];
  for (const r of requests) r.destroy();
  const ffmpegS = after.reduce((s, t) => s + t.cpuS, 0) - before.reduce((s, t) => s + t.cpuS, 0);
  // The camera's ffmpeg stops 3 s after the last viewer; wait for it before the next run.
  while (transcoders().length > 0) await new Promise((r) => setTimeout(r, 200));
  return {
    n,
    perViewer: got.reduce((s, c) => s + c, 0) / n / SECONDS,
    worstViewer: Math.min(...got) / SECONDS,
    ffmpegPct: (ffmpegS / SECONDS) * 100,
    serverPct: ((cpu.user + cpu.system) / 1e6 / SECONDS) * 100,
    processes: after.length,
  };
}

out(`RTSP camera through the server: ${SECONDS} s each, fixture camera 640x360 at 10/s`);
const rows = [await run(1), await run(VIEWERS)];
out(
  'viewers | pictures/s each (worst) | transcoding ffmpeg CPU | server CPU (fan-out) | ffmpeg processes',
);
for (const r of rows) {
  out(
    `${String(r.n).padStart(7)} | ${r.perViewer.toFixed(1)} (${r.worstViewer.toFixed(1)})`.padEnd(
      35,
    ) +
      ` | ${r.ffmpegPct.toFixed(1)} % of a core | ${r.serverPct.toFixed(1)} % of a core | ${r.processes}`,
  );
}
const [one, many] = rows as [(typeof rows)[0], (typeof rows)[0]];
out(
  `each viewer beyond the first: ${((many.serverPct - one.serverPct) / (many.n - 1)).toFixed(2)} % of a core in the server, ` +
    `no more ffmpeg (baseline: 1 viewer, same run)`,
);

relay.close();
await app.close();
await camera.stop();
