import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { NatsBus } from '../bus/bus.ts';
import { decodeBatch } from '../scale/codec.ts';
import { streamNames } from '../scale/stream.ts';
import { freePort } from './free-port.ts';

/**
 * Real Pantau processes joined by NATS JetStream and PostgreSQL, for the scale-out test and
 * benchmark: a database and a subject prefix of their own per run, each process spawned from
 * `src/main.ts` with its roles, killed (SIGKILL) and started again at will.
 */
const MAIN = resolve(import.meta.dirname, '../main.ts');
export const CLUSTER_PASSWORD = 'scale-out-Admin-2026';

export { freePort };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const NATS_URL = process.env.PANTAU_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Whether NATS answers; says loudly that the scale-out tests are skipped when not. */
export async function natsReachable(): Promise<boolean> {
  try {
    await (await NatsBus.connect(NATS_URL)).close();
    return true;
  } catch (err) {
    const bar = '!'.repeat(78);
    process.stderr.write(
      `\n${bar}\n!! NATS at ${NATS_URL} is not reachable (${String(err)}).\n` +
        `!! The scale-out integration tests are SKIPPED. Set PANTAU_TEST_NATS_URL.\n${bar}\n\n`,
    );
    return false;
  }
}

/** Polls `p` every 200 ms until it holds; fails after `ms` saying what it waited for. */
export async function until(
  p: () => boolean | Promise<boolean>,
  ms: number,
  what: () => string,
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(p)
        .catch(() => false)
    )
      return;
    await sleep(200);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what()}`);
}

export interface Node {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: string[];
}

export class Cluster {
  readonly prefix = `t${randomBytes(5).toString('hex')}`;
  readonly database = `pantau_${this.prefix}`;
  readonly #pgUrl: string;
  readonly natsUrl: string;
  readonly dbUrl: string;
  readonly #dirs: string[] = [];
  readonly nodes = new Map<string, { env: Record<string, string>; node: Node }>();

  constructor(pgUrl: string, natsUrl: string) {
    this.#pgUrl = pgUrl;
    this.natsUrl = natsUrl;
    const u = new URL(pgUrl);
    u.pathname = `/${this.database}`;
    this.dbUrl = u.toString();
  }

  async createDatabase(): Promise<void> {
    const c = new pg.Client({ connectionString: this.#pgUrl });
    await c.connect();
    await c.query(`create database ${this.database}`);
    await c.end();
  }

  /** Starts (or starts again) a process with these roles and extra settings. */
  async start(name: string, roles: string, env: Record<string, string> = {}): Promise<Node> {
    const known = this.nodes.get(name);
    const port = known?.node.port ?? (await freePort());
    const dir = mkdtempSync(join(tmpdir(), `pantau-${name}-`));
    this.#dirs.push(dir);
    const allEnv = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PANTAU_DB: this.dbUrl,
      PANTAU_BUS: this.natsUrl,
      PANTAU_ROLES: roles,
      PANTAU_NATS_PREFIX: this.prefix,
      PANTAU_DATA_DIR: dir,
      PANTAU_ADMIN_PASSWORD: CLUSTER_PASSWORD,
      PANTAU_SIMULATOR: 'off',
      PANTAU_LOG_LEVEL: 'warn',
      PANTAU_STREAM_MAX_MB: '512',
      PANTAU_STREAM_MAX_AGE_HOURS: '1',
      ...(known?.env ?? {}),
      ...env,
    };
    const output: string[] = [];
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, ...allEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => {
      output.push(d.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const node = { name, port, base: `http://127.0.0.1:${port}`, child, output };
    this.nodes.set(name, { env: { ...(known?.env ?? {}), ...env }, node });
    return node;
  }

  node(name: string): Node {
    const n = this.nodes.get(name)?.node;
    if (!n) throw new Error(`no process ${name}`);
    return n;
  }

  /** Waits until the process answers /api/health with status ok (every role in order). */
  async healthy(name: string, ms = 30_000): Promise<void> {
    const n = this.node(name);
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (n.child.exitCode !== null) {
        throw new Error(`${name} exited (${n.child.exitCode}):\n${n.output.join('')}`);
      }
      try {
        const r = await fetch(`${n.base}/api/health`, { signal: AbortSignal.timeout(2000) });
        const body = (await r.json()) as { status?: string };
        if (body.status === 'ok') return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${name} was not healthy within ${ms} ms:\n${n.output.join('')}`);
  }

  /** The sum of a metric's samples at this process's `/metrics` (asked from loopback). */
  async metric(name: string, metric: string): Promise<number> {
    const text = await (await fetch(`${this.node(name).base}/metrics`)).text();
    let sum = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith(`${metric} `) || line.startsWith(`${metric}{`)) {
        sum += Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
    return sum;
  }

  /** kill -9: no shutdown, no flush. */
  async kill(name: string): Promise<void> {
    const { child } = this.node(name);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }

  async login(name: string): Promise<string> {
    const { base } = this.node(name);
    const r = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: CLUSTER_PASSWORD }),
    });
    if (!r.ok) throw new Error(`login on ${name}: ${r.status} ${await r.text()}`);
    const cookie = r.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`login on ${name}: no cookie`);
    return cookie;
  }

  /** Every position the stream acknowledged, as `mmsi|t|source`. */
  async streamPositions(): Promise<Set<string>> {
    const nc = await connect({ servers: this.natsUrl });
    try {
      const names = streamNames(this.prefix);
      const jsm = await jetstreamManager(nc);
      const last = (await jsm.streams.info(names.stream)).state.last_seq;
      const keys = new Set<string>();
      if (last === 0) return keys;
      const consumer = await jetstream(nc).consumers.get(names.stream, {
        deliver_policy: DeliverPolicy.All,
      });
      const messages = await consumer.consume();
      for await (const m of messages) {
        const b = decodeBatch(m.data);
        for (const item of b?.e ?? []) {
          if (item[0] === 'e' && item[1].kind === 'position') {
            keys.add(`${item[1].mmsi}|${item[1].t}|${item[1].source}`);
          }
        }
        if (m.seq >= last) break;
      }
      await messages.close();
      return keys;
    } finally {
      await nc.close();
    }
  }

  /** The stored positions, as `mmsi|t|source`. */
  async storedPositions(): Promise<Set<string>> {
    const c = new pg.Client({ connectionString: this.dbUrl });
    await c.connect();
    try {
      const r = await c.query<{ k: string }>(
        `select mmsi || '|' || t || '|' || source as k from positions`,
      );
      return new Set(r.rows.map((x) => x.k));
    } finally {
      await c.end();
    }
  }

  async dispose(): Promise<void> {
    for (const { node } of this.nodes.values()) {
      if (node.child.exitCode === null && node.child.signalCode === null) {
        node.child.kill('SIGKILL');
      }
    }
    await sleep(200);
    const nc = await connect({ servers: this.natsUrl }).catch(() => undefined);
    if (nc) {
      const jsm = await jetstreamManager(nc);
      await jsm.streams.delete(streamNames(this.prefix).stream).catch(() => undefined);
      await nc.close();
    }
    const c = new pg.Client({ connectionString: this.#pgUrl });
    await c.connect();
    await c.query(`drop database if exists ${this.database} with (force)`).catch(() => undefined);
    await c.end();
    for (const d of this.#dirs) rmSync(d, { recursive: true, force: true });
  }
}

/**
 * The server as `npm start` runs it (one process, every role, SQLite in a folder of its own,
 * the in-process bus) reading one TCP feed: the whole server of the benches. `stop` kills it
 * and removes the folder.
 */
export async function wholeServer(
  feedPort: number,
  env: Record<string, string> = {},
): Promise<{ cluster: Cluster; base: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pantau-whole-'));
  const cluster = new Cluster('postgres://unused', 'memory');
  const stop = () => {
    for (const { node } of cluster.nodes.values()) node.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await cluster.start('server', 'ingest,api,history', {
      PANTAU_DB: `sqlite:${join(dir, 'pantau.db')}`,
      PANTAU_BUS: 'memory',
      PANTAU_SOURCES: JSON.stringify([
        { name: 'bench', kind: 'tcp-client', host: '127.0.0.1', port: feedPort },
      ]),
      ...env,
    });
    await cluster.healthy('server', 120_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { cluster, base: cluster.node('server').base, stop };
}
