/**
 * Where a message's time goes in the whole server (issue #38 point 1): the server as
 * `npm start` runs it (one process, every role, SQLite, every sink on the hub), fed the
 * simulator's national picture (BENCH_VESSELS, default 20,000) over TCP, paced at
 * BENCH_RATE messages/s (default 10,000) for BENCH_SECONDS (default 60) by the clock.
 * Printed from its `/metrics`: each hub sink's time per vessel event (measured on one event
 * in 32), the event loop's delay p50/p99 (how late a request or a socket was served), and the
 * messages it took; beside, in the same run, the same lines decoded by @pantau/ais alone in
 * this process (the baseline: what decoding costs per message). Twice: with the rules judging
 * every message (`PANTAU_RULE_PACE_MS=0`, the baseline) and at the server's default pace
 * (each ship's newest position every 2 s), with the positions the pace conflated.
 *
 *   node bench/sinks.bench.ts
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { decodeLines } from '@pantau/ais';
import { Simulator } from '@pantau/sim';
import { sleep, wholeServer } from '@pantau/server/testing/cluster.ts';

const VESSELS = Number(process.env.BENCH_VESSELS ?? 20_000);
const RATE = Number(process.env.BENCH_RATE ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const out = (s: string) => process.stdout.write(`${s}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const us = (s: number) => (s * 1e6).toFixed(2).padStart(8);

// The input: the simulator's lines, second by simulated second, until the run is covered.
const sim = new Simulator({ vessels: VESSELS, start: Date.now() - 3_600_000 });
const lines: string[] = [];
for (let t = Date.now() - 3_600_000; lines.length < RATE * SECONDS; t += 1000) {
  for (const l of sim.tick(t)) lines.push(l);
}
lines.length = RATE * SECONDS;

// Baseline: decoding alone, in this process.
const text = `${lines.join('\r\n')}\r\n`;
const t0 = performance.now();
const decoded = decodeLines(text).messages.length;
const decodeS = (performance.now() - t0) / 1000;
out(
  `input: ${fmt(lines.length)} sentences of ${fmt(VESSELS)} simulated vessels, ${fmt(decoded)} messages`,
);
out(
  `baseline, decode only:           ${us(decodeS / decoded)} µs a message (${fmt(decoded / decodeS)} messages/s)`,
);

interface Run {
  taken: number;
  sinks: Map<string, number>;
  conflated: Map<string, number>;
  p50: number;
  p99: number;
}

/** The whole server fed the lines at RATE a second over TCP, until it took them all. */
async function serve(env: Record<string, string>): Promise<Run> {
  // The feed: RATE lines a second, written in 10 ms slices by the clock.
  let written = 0;
  const feed = createServer((socket: Socket) => {
    const started = performance.now();
    const timer = setInterval(() => {
      const due = Math.min(lines.length, Math.floor(((performance.now() - started) / 1000) * RATE));
      if (due > written) {
        socket.write(`${lines.slice(written, due).join('\r\n')}\r\n`, 'latin1');
        written = due;
      }
      if (written >= lines.length) {
        clearInterval(timer);
        socket.end();
      }
    }, 10);
    socket.on('error', () => clearInterval(timer));
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  const port = (feed.address() as AddressInfo).port;

  const { cluster, base, stop } = await wholeServer(port, env);
  try {
    // Until the feed is written and the message counter stops moving.
    let last = -1;
    let still = 0;
    for (;;) {
      await sleep(1000);
      const n = await cluster.metric('server', 'pantau_ingest_messages_total');
      if (written >= lines.length && n === last && ++still >= 3) break;
      if (n !== last) still = 0;
      last = n;
    }
    const text = await (await fetch(`${base}/metrics`)).text();
    const labelled = (metric: string) =>
      new Map(
        [...text.matchAll(new RegExp(`^${metric}\\{sink="([^"]+)"\\} (\\S+)$`, 'gm'))].map(
          ([, name, value]) => [String(name), Number(value)],
        ),
      );
    const loop = (q: string) =>
      Number(
        new RegExp(`^pantau_event_loop_delay_seconds\\{quantile="${q}"\\} (\\S+)$`, 'm').exec(
          text,
        )?.[1],
      );
    return {
      taken: last,
      sinks: labelled('pantau_hub_sink_seconds_per_event'),
      conflated: labelled('pantau_hub_conflated_total'),
      p50: loop('0.5'),
      p99: loop('0.99'),
    };
  } finally {
    stop();
    feed.close();
  }
}

const every = await serve({ PANTAU_RULE_PACE_MS: '0' });
const paced = await serve({});
out(
  `whole server (SQLite, every sink), ${fmt(RATE)} messages/s offered for ${SECONDS} s: ` +
    `${fmt(every.taken)} messages taken judging every message, ${fmt(paced.taken)} at the rules' pace`,
);
out('hub sink                       µs a vessel event: every message    paced (conflated)');
let totals = [0, 0];
for (const [name, value] of every.sinks) {
  const p = paced.sinks.get(name) ?? NaN;
  totals = [totals[0]! + value, totals[1]! + p];
  const conflated = paced.conflated.get(name) ?? 0;
  out(
    `  ${name.padEnd(30)}${us(value).padStart(25)}${us(p).padStart(14)}` +
      (conflated > 0 ? ` (${fmt(conflated)})` : ''),
  );
}
out(
  `  ${'all sinks'.padEnd(30)}${us(totals[0]!).padStart(25)}${us(totals[1]!).padStart(14)}` +
    `  (decode alone ${us(decodeS / decoded).trim()})`,
);
const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;
out(
  `event loop delay p50 / p99: every message ${ms(every.p50)} / ${ms(every.p99)}, ` +
    `paced ${ms(paced.p50)} / ${ms(paced.p99)}`,
);
