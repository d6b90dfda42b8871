import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './features/users/password.ts';
import { UsersRepo } from './features/users/users.repo.ts';
import { INITIAL_ADMIN_FILE, prepareStore } from './startup.ts';
import { openStore, type Store } from './store/db.ts';

describe('first start', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0)) await f();
  });

  function fresh(): {
    store: Store;
    dataDir: string;
    messages: string[];
    log: { info: (...a: unknown[]) => void; warn: (...a: unknown[]) => void };
  } {
    const dataDir = mkdtempSync(join(tmpdir(), 'pantau-start-'));
    const store = openStore(`sqlite:${join(dataDir, 'pantau.db')}`);
    cleanup.push(
      () => store.close(),
      () => rmSync(dataDir, { recursive: true, force: true }),
    );
    const messages: string[] = [];
    const record = (...a: unknown[]) =>
      void messages.push(a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' '));
    return { store, dataDir, messages, log: { info: record, warn: record } };
  }

  it('creates the superAdmin admin with PANTAU_ADMIN_PASSWORD and writes no file', async () => {
    const { store, dataDir, messages, log } = fresh();
    await prepareStore(store, { adminPassword: 'laut-biru-2026', dataDir }, log);
    const admin = await new UsersRepo(store.db).findByUsername('admin');
    expect(admin).toMatchObject({ role: 'superAdmin', active: true });
    expect(await verifyPassword('laut-biru-2026', admin?.passwordHash ?? '')).toBe(true);
    expect(existsSync(join(dataDir, INITIAL_ADMIN_FILE))).toBe(false);
    expect(messages.join('\n')).not.toContain('laut-biru-2026');
  });

  it('otherwise writes a random password to a 0600 file, never to the log', async () => {
    const { store, dataDir, messages, log } = fresh();
    await prepareStore(store, { adminPassword: undefined, dataDir }, log);
    const file = join(dataDir, INITIAL_ADMIN_FILE);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Never in the log: only in the file.
    expect(messages.filter((m) => m.includes(password))).toHaveLength(0);
    expect(messages.join('\n')).toContain(file);
    const admin = await new UsersRepo(store.db).findByUsername('admin');
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);

    // A second start with users present creates nobody and prints nothing secret.
    messages.length = 0;
    rmSync(file);
    await prepareStore(store, { adminPassword: undefined, dataDir }, log);
    expect(await new UsersRepo(store.db).count()).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(messages).toEqual([]);
  });

  it('gives two installations different admin passwords', async () => {
    const a = fresh();
    const b = fresh();
    await prepareStore(a.store, { adminPassword: undefined, dataDir: a.dataDir }, a.log);
    await prepareStore(b.store, { adminPassword: undefined, dataDir: b.dataDir }, b.log);
    const pa = readFileSync(join(a.dataDir, INITIAL_ADMIN_FILE), 'utf8');
    expect(readFileSync(join(b.dataDir, INITIAL_ADMIN_FILE), 'utf8')).not.toBe(pa);
  });
});
