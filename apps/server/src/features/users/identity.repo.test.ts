import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { SessionsRepo } from './sessions.repo.ts';
import { UsersRepo, toPublicUser } from './users.repo.ts';

// One suite, every database: SQLite always, PostgreSQL when reachable (loudly skipped if not).
for (const database of TEST_DATABASES) {
  const available = await database.available();
  describe.runIf(available)(`identity repositories on ${database.name}`, () => {
    let store: TestStore;
    let clock = 1_700_000_000_000;
    const now = () => clock;

    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('creates, finds and lists users with their options', async () => {
      const users = new UsersRepo(store.db, now);
      const created = await users.create({
        username: 'disnav_benoa',
        fullname: 'Disnav Benoa',
        passwordHash: 'scrypt$x',
        role: 'disnav',
        active: true,
        options: { center: [115.216667, -8.75], zoom: 8, portCode: 'IDBOA', sharedAccount: false },
      });
      expect(created.id).toBeGreaterThan(0);
      const found = await users.findByUsername('disnav_benoa');
      expect(found && toPublicUser(found)).toEqual({
        id: created.id,
        username: 'disnav_benoa',
        fullname: 'Disnav Benoa',
        role: 'disnav',
        active: true,
        sso: false,
        options: { center: [115.216667, -8.75], zoom: 8, portCode: 'IDBOA', sharedAccount: false },
      });
      expect(found?.passwordHash).toBe('scrypt$x');
      // Usernames are matched in any case.
      expect((await users.findByUsername('DISNAV_BENOA'))?.id).toBe(created.id);
      expect((await users.findById(created.id))?.username).toBe('disnav_benoa');
      expect(await users.count()).toBe(1);
    });

    it('refuses a duplicate username', async () => {
      const users = new UsersRepo(store.db, now);
      const dup = {
        username: 'dupe',
        fullname: 'A',
        passwordHash: 'h',
        role: 'visitor' as const,
        active: true,
        options: { center: null, zoom: null, portCode: null, sharedAccount: true },
      };
      await users.create(dup);
      await expect(users.create(dup)).rejects.toThrow();
      // A look-alike in another case is the same name (unique index on lower(username)).
      await expect(users.create({ ...dup, username: 'DuPe' })).rejects.toThrow();
      const all = await users.list();
      expect(all.map((u) => u.username)).toEqual(['disnav_benoa', 'dupe']);
      expect(all[1]?.options).toEqual({
        center: null,
        zoom: null,
        portCode: null,
        sharedAccount: true,
      });
    });

    it('updates password and active flag, and deletes', async () => {
      const users = new UsersRepo(store.db, now);
      const u = await users.findByUsername('dupe');
      if (!u) throw new Error('missing user');
      await users.setPasswordHash(u.id, 'scrypt$new');
      await users.setActive(u.id, false);
      const after = await users.findById(u.id);
      expect(after?.passwordHash).toBe('scrypt$new');
      expect(after?.active).toBe(false);
      expect(await users.delete(u.id)).toBe(true);
      expect(await users.delete(u.id)).toBe(false);
    });

    it('keeps sessions with idle and absolute deadlines', async () => {
      const users = new UsersRepo(store.db, now);
      const user = await users.findByUsername('disnav_benoa');
      if (!user) throw new Error('missing user');
      const sessions = new SessionsRepo(store.db, { idleMs: 10 * 60_000, maxMs: 60 * 60_000 }, now);

      const token = await sessions.create(user.id, { ip: '127.0.0.1', userAgent: 'test' });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await sessions.resolve(token))?.userId).toBe(user.id);
      expect(await sessions.resolve('not-a-token')).toBeUndefined();

      // Used every 9 minutes, it lives until the absolute deadline, then ends.
      for (let i = 0; i < 6; i++) {
        clock += 9 * 60_000;
        expect(await sessions.resolve(token)).toBeDefined();
      }
      clock += 9 * 60_000;
      expect(await sessions.resolve(token)).toBeUndefined();

      // Left idle, it ends after the idle time.
      const idle = await sessions.create(user.id);
      clock += 10 * 60_000;
      expect(await sessions.resolve(idle)).toBeUndefined();

      const revoked = await sessions.create(user.id);
      await sessions.revoke(revoked);
      expect(await sessions.resolve(revoked)).toBeUndefined();

      await sessions.create(user.id);
      await sessions.create(user.id);
      clock += 11 * 60_000;
      expect(await sessions.purgeExpired()).toBe(2);
    });

    it('removes a deleted user’s sessions with the user', async () => {
      const users = new UsersRepo(store.db, now);
      const u = await users.create({
        username: 'temp',
        fullname: 'T',
        passwordHash: 'h',
        role: 'lps',
        active: true,
        options: { center: null, zoom: null, portCode: null, sharedAccount: false },
      });
      const sessions = new SessionsRepo(store.db, { idleMs: 60_000, maxMs: 120_000 }, now);
      const token = await sessions.create(u.id);
      await users.delete(u.id);
      expect(await sessions.resolve(token)).toBeUndefined();
    });
  });
}
