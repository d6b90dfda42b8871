import type pg from 'pg';

const DAY = 86_400_000;

/** `positions_dYYYYMMDD`: the partition of one UTC day (`day` = unix ms / 86,400,000). */
export function partitionName(day: number): string {
  return `positions_d${new Date(day * DAY).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The UTC day of a partition's name, or null for any other table. */
export function partitionDay(name: string): number | null {
  const m = /^positions_d(\d{4})(\d{2})(\d{2})$/.exec(name);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY;
}

/**
 * The day partitions of `positions` on PostgreSQL (migration 0026): a day's partition is made
 * when its first positions are written (only for days from `keepDays` ago to tomorrow: a
 * position with a wild time goes to `positions_default`), and retention drops whole days.
 * Made days are remembered, so a batch of known days costs nothing.
 */
export class PositionPartitions {
  readonly #pool: pg.Pool;
  readonly #now: () => number;
  readonly #keepDays: () => number;
  readonly #known = new Set<number>();
  #partitioned: Promise<boolean> | undefined;

  constructor(pool: pg.Pool, opts: { now: () => number; keepDays: () => number }) {
    this.#pool = pool;
    this.#now = opts.now;
    this.#keepDays = opts.keepDays;
  }

  /** Whether `positions` is partitioned here (asked once). */
  partitioned(): Promise<boolean> {
    this.#partitioned ??= this.#pool
      .query<{ kind: string }>(
        "select c.relkind as kind from pg_class c where c.oid = to_regclass('positions')",
      )
      .then((r) => r.rows[0]?.kind === 'p');
    return this.#partitioned;
  }

  /** Makes the partitions of the days these times fall on, where missing. */
  async ensure(times: Iterable<number>): Promise<void> {
    let wanted: Set<number> | undefined;
    for (const t of times) {
      const day = Math.floor(t / DAY);
      if (this.#known.has(day)) continue;
      (wanted ??= new Set()).add(day);
    }
    if (!wanted || !(await this.partitioned())) return;
    const today = Math.floor(this.#now() / DAY);
    for (const day of wanted) {
      this.#known.add(day);
      if (day < today - this.#keepDays() - 1 || day > today + 1) continue;
      try {
        await this.#pool.query(
          `create table if not exists ${partitionName(day)} partition of positions
            for values from (${day * DAY}) to (${(day + 1) * DAY})`,
        );
      } catch (err) {
        // Another writer made it first, or the default partition already holds rows of that
        // day (they stay there; retention deletes them by time).
        const code = (err as { code?: string }).code;
        if (code !== '42P07' && code !== '23514') throw err;
      }
    }
  }

  /**
   * Drops the partitions wholly before `before` (unix ms); answers how many rows they held
   * (counted before dropping).
   */
  async dropBefore(before: number): Promise<number> {
    if (!(await this.partitioned())) return 0;
    const { rows } = await this.#pool.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = to_regclass('positions')`,
    );
    let dropped = 0;
    for (const { name } of rows) {
      const day = partitionDay(name);
      if (day === null || (day + 1) * DAY > before) continue;
      const counted = await this.#pool.query<{ n: string }>(`select count(*) as n from ${name}`);
      await this.#pool.query(`drop table ${name}`);
      this.#known.delete(day);
      dropped += Number(counted.rows[0]?.n ?? 0);
    }
    return dropped;
  }
}
