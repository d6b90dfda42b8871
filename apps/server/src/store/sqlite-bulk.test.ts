import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './db.ts';
import { BULK_CHUNK } from './sqlite-bulk.ts';
import { threadHeaps } from './worker-calls.ts';

describe('the SQLite bulk writer', () => {
  const opened: { store: Store; dir?: string }[] = [];
  afterEach(async () => {
    for (const { store, dir } of opened.splice(0)) {
      await store.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  function open(file: boolean): Store {
    const dir = file ? mkdtempSync(join(tmpdir(), 'pantau-bulk-')) : undefined;
    const store = openStore(dir ? `sqlite:${join(dir, 'bulk.db')}` : 'sqlite::memory:');
    opened.push({ store, ...(dir ? { dir } : {}) });
    if (store.raw.kind !== 'sqlite') throw new Error('not SQLite');
    store.raw.database.exec('create table t (k integer primary key, v text)');
    return store;
  }

  for (const file of [true, false]) {
    it(`runs one statement over every row ${file ? 'from its own thread' : 'in memory'}, and says why it failed`, async () => {
      const store = open(file);
      const rows = Array.from({ length: 2 * BULK_CHUNK + 7 }, (_, k) => [k, `v${k}`]);
      await store.bulk!('insert into t (k, v) values (?, ?)', rows);
      // Seen at once by the main thread's own connection.
      const raw = store.raw.kind === 'sqlite' ? store.raw.database : undefined;
      expect(raw?.prepare('select count(*) n, max(v) m from t where v = ?').get('v7')).toEqual({
        n: 1,
        m: 'v7',
      });
      expect(raw?.prepare('select count(*) n from t').get()).toEqual({ n: rows.length });
      // A row the table refuses: the write rejects with SQLite's reason.
      await expect(
        store.bulk!('insert into t (k, v) values (?, ?)', [[1, 'again']]),
      ).rejects.toThrow(/UNIQUE constraint failed/);
    });
  }

  it('closes after its last writes, in a process with nothing else to wait for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-bulk-close-'));
    try {
      const script = `
        import { openStore } from ${JSON.stringify(new URL('./db.ts', import.meta.url).href)};
        const store = openStore(${JSON.stringify(`sqlite:${join(dir, 'close.db')}`)});
        store.raw.database.exec('create table t (k integer primary key, v text)');
        const rows = Array.from({ length: 100000 }, (_, k) => [k, 'v' + k]);
        void store.bulk('insert into t (k, v) values (?, ?)', rows);
        await store.close();
        console.log('closed');
      `;
      // A file, not --eval: the writer thread inherits the process's flags.
      writeFileSync(join(dir, 'close.mjs'), script);
      const r = spawnSync(process.execPath, [join(dir, 'close.mjs')], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ status: r.status, out: r.stdout.trim(), err: r.stderr.slice(0, 300) }).toEqual({
        status: 0,
        out: 'closed',
        err: '',
      });
      const check = openStore(`sqlite:${join(dir, 'close.db')}`);
      const raw = check.raw.kind === 'sqlite' ? check.raw.database : undefined;
      expect(raw?.prepare('select count(*) n from t').get()).toEqual({ n: 100_000 });
      void check.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("counts its thread's heap while it runs, and not after it closed", async () => {
    const before = await threadHeaps();
    const store = open(true);
    await store.bulk!('insert into t (k, v) values (?, ?)', [[1, 'a']]);
    const running = await threadHeaps();
    expect(running.threads).toBe(before.threads + 1);
    // A V8 isolate's heap holds at least its built-ins: a megabyte and more.
    expect(running.total - before.total).toBeGreaterThan(1_000_000);
    expect(running.used).toBeLessThanOrEqual(running.total);
    const entry = opened.pop();
    await entry?.store.close();
    if (entry?.dir) rmSync(entry.dir, { recursive: true, force: true });
    expect((await threadHeaps()).threads).toBe(before.threads);
  });
});
