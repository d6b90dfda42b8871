/**
 * The whole server flat out (issue #38 point 3): the server as `npm start` runs it (one
 * process, every role, SQLite, every sink on the hub), fed the simulator's national picture
 * (BENCH_VESSELS, default 50,000 vessels; BENCH_LINES sentences, default 1,000,000) over
 * TCP as fast as the socket takes them. Printed: the messages it took a second, beside the
 * same lines decoded by @pantau/ais alone in this process (the baseline, same run); the
 * event loop's delay while it took them; the positions the paced rules conflated.
 *
 *   node bench/whole.bench.ts
 */
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { decodeLines } from '@pantau/ais';
import { Simulator } from '@pantau/sim';
import { sleep, wholeServer } from '@pantau/server/testing/cluster.ts';

const VESSELS = Number(process.env.BENCH_VESSELS ?? 50_000);
const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * CPU seconds a process (or one of its threads) has used, from /proc: on two cores the
 * wall-clock rate swings with what else runs, the CPU a message costs much less.
 */
function cpuSeconds(pid: number, tid = 0): number {
  const stat = readFileSync(`/proc/${pid}/${tid ? `task/${tid}/` : ''}stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const sim = new Simulator({ vessels: VESSELS, start: Date.now() - 3_600_000 });
const lines: string[] = [];
for (let t = Date.now() - 3_600_000; lines.length < LINES; t += 1000) {
  for (const l of sim.tick(t)) lines.push(l);
}
lines.length = LINES;
const text = `${lines.join('\r\n')}\r\n`;

const t0 = performance.now();
const decoded = decodeLines(text).messages.length;
const decodeS = (performance.now() - t0) / 1000;
out(
  `input: ${fmt(LINES)} sentences of ${fmt(VESSELS)} simulated vessels, ${fmt(decoded)} messages`,
);

// The feed: everything at once when the server first connects (TCP takes it as fast as the
// server reads), then nothing (the driver connects again when the feed ends).
let fed = false;
const feed = createServer((socket: Socket) => {
  socket.on('error', () => undefined);
  socket.end(fed ? '' : text, 'latin1');
  fed = true;
});
await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
const port = (feed.address() as AddressInfo).port;
const { cluster, base, stop } = await wholeServer(port);
try {
  // From the first message counted to the last (the counter read every 250 ms).
  let first = 0;
  let lastAt = 0;
  let last = 0;
  let still = 0;
  const pid = cluster.node('server').child.pid as number;
  let cpu0 = { all: 0, main: 0 };
  let cpu1 = cpu0;
  const cpu = () => ({ all: cpuSeconds(pid), main: cpuSeconds(pid, pid) });
  for (;;) {
    const before = cpu();
    await sleep(250);
    const n = await cluster.metric('server', 'pantau_ingest_messages_total');
    const now = performance.now();
    if (n > 0 && first === 0) {
      first = now - 250;
      cpu0 = before;
    }
    if (n > last) {
      last = n;
      lastAt = now;
      cpu1 = cpu();
      still = 0;
    } else if (n > 0 && ++still >= 8) break;
  }
  const seconds = (lastAt - first) / 1000;
  const loop = await (await fetch(`${base}/metrics`)).text();
  const q = (quantile: string) =>
    Number(
      new RegExp(`^pantau_event_loop_delay_seconds\\{quantile="${quantile}"\\} (\\S+)$`, 'm').exec(
        loop,
      )?.[1],
    ) * 1000;
  const conflated = [
    ...loop.matchAll(/^pantau_hub_conflated_total\{sink="([^"]+)"\} (\S+)$/gm),
  ].find(([, , v]) => Number(v) > 0);
  out(
    `whole server (SQLite, every sink), flat out: ${fmt(last)} messages in ${seconds.toFixed(1)} s, ` +
      `${fmt(last / seconds)} messages/s`,
  );
  out(`baseline, decode only, same lines:             ${fmt(decoded / decodeS)} messages/s`);
  const perMessage = (s: number) => ((s * 1e6) / last).toFixed(1).padStart(5);
  out(
    `server CPU per message: ${perMessage(cpu1.main - cpu0.main)} µs on its event loop, ` +
      `${perMessage(cpu1.all - cpu0.all)} µs in all its threads; ` +
      `baseline, decode only: ${perMessage(decodeS)} µs`,
  );
  out(`event loop delay p50 / p99: ${q('0.5').toFixed(1)} / ${q('0.99').toFixed(1)} ms`);
  if (conflated) out(`positions the paced rules conflated: ${fmt(Number(conflated[2]))}`);
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(loop)?.[1]);
  const openAlerts = [...loop.matchAll(/^pantau_alerts_open\{[^}]*\} (\S+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  out(
    `alerts: ${fmt(metric('pantau_alerts_stored_total'))} changes stored, ` +
      `${fmt(openAlerts)} open at the end`,
  );
} finally {
  stop();
  feed.close();
}
