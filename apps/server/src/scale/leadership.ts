import type pg from 'pg';

/**
 * Which process runs a piece of work that must run in one process only (the alert engine,
 * the density aggregation on NATS). With several processes on one PostgreSQL database
 * (issue #20) they campaign for a PostgreSQL advisory lock, and the holder leads until its
 * connection ends (it stops, is killed, or loses the database), when another takes over
 * within `retryMs`.
 */
export interface Leadership {
  readonly leading: boolean;
  /** What health shows: who leads, or why this process does not. */
  readonly detail: string;
  /** Starts campaigning; resolves after the first attempt. `change` hears each gain and loss. */
  start(change: (leading: boolean) => void | Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** One process on its own database (SQLite, or the in-memory bus): it always leads. */
export function soleLeader(what = 'alert engine'): Leadership {
  let leading = false;
  return {
    get leading() {
      return leading;
    },
    detail: `${what} runs here`,
    start: async (change) => {
      leading = true;
      await change(true);
    },
    stop: () => {
      leading = false;
      return Promise.resolve();
    },
  };
}

/** A process without the API role has no picture to watch: it never leads. */
export function neverLeader(detail: string): Leadership {
  return {
    leading: false,
    detail,
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}

export interface PgLeadershipOptions {
  pool: pg.Pool;
  /** The lock's name; the lock is per schema (`current_schema()`) and name. */
  name: string;
  /** How often a follower tries again and a leader checks its connection. */
  retryMs: number;
  /** What is led, as health says it ('alert engine' unless given). */
  what?: string;
  warn: (o: object, msg: string) => void;
}

/**
 * Leadership by `pg_try_advisory_lock` on a connection held while leading: PostgreSQL
 * releases the lock when that session ends, so a killed leader frees it without help.
 */
export class PgLeadership implements Leadership {
  readonly #o: PgLeadershipOptions;
  #client: pg.PoolClient | undefined;
  #change: (leading: boolean) => void | Promise<void> = () => undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  #lastError: string | undefined;

  constructor(o: PgLeadershipOptions) {
    this.#o = o;
  }

  get leading(): boolean {
    return this.#client !== undefined;
  }

  get #what(): string {
    return this.#o.what ?? 'alert engine';
  }

  get detail(): string {
    if (this.#client) return `${this.#what} runs here`;
    return this.#lastError
      ? `${this.#what}: cannot campaign (${this.#lastError})`
      : `${this.#what} runs in another process`;
  }

  async start(change: (leading: boolean) => void | Promise<void>): Promise<void> {
    this.#change = change;
    await this.#round();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    if (!client) return;
    try {
      await client.query('select pg_advisory_unlock(hashtext(current_schema() || $1))', [
        this.#o.name,
      ]);
      client.release();
    } catch (err) {
      client.release(err as Error);
    }
  }

  async #round(): Promise<void> {
    if (this.#stopped) return;
    if (this.#client) await this.#check(this.#client);
    else await this.#campaign();
    if (!this.#stopped) {
      this.#timer = setTimeout(() => void this.#round(), this.#o.retryMs);
      this.#timer.unref();
    }
  }

  async #campaign(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await this.#o.pool.connect();
      const r = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext(current_schema() || $1)) as ok',
        [this.#o.name],
      );
      this.#lastError = undefined;
      if (r.rows[0]?.ok !== true || this.#stopped) {
        if (r.rows[0]?.ok === true) {
          await client.query('select pg_advisory_unlock(hashtext(current_schema() || $1))', [
            this.#o.name,
          ]);
        }
        client.release();
        return;
      }
      const held = client;
      held.on('error', () => void this.#lose(held, 'connection error'));
      this.#client = held;
      await this.#change(true);
    } catch (err) {
      this.#lastError = String(err);
      client?.release(err as Error);
    }
  }

  async #check(client: pg.PoolClient): Promise<void> {
    try {
      await client.query('select 1');
    } catch (err) {
      await this.#lose(client, String(err));
    }
  }

  async #lose(client: pg.PoolClient, why: string): Promise<void> {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#lastError = why;
    this.#o.warn({ why }, 'alert engine: lost the leadership');
    client.release(new Error(why));
    await this.#change(false);
  }
}
