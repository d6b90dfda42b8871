import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { ApiUsersRepo } from '../api-users/api-users.repo.ts';
import { SourcesRepo } from './sources.repo.ts';

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`sources and API users on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('keeps AIS sources; mcc and ais_2 are satellite by name', async () => {
      const repo = new SourcesRepo(store.db, () => 1000);
      const priok = await repo.create({
        name: 'priok',
        kind: 'tcp-client',
        host: '10.0.0.1',
        port: 5631,
        district: 'Tanjung Priok',
        enabled: true,
      });
      const mcc = await repo.create({
        name: 'mcc',
        kind: 'tcp-client',
        host: '10.0.0.2',
        port: 4001,
        enabled: true,
      });
      await repo.create({
        name: 'srop_cirebon',
        kind: 'udp',
        port: 10110,
        parentId: priok.id,
        enabled: false,
      });
      expect(priok).toMatchObject({
        satellite: false,
        district: 'Tanjung Priok',
        host: '10.0.0.1',
        port: 5631,
      });
      expect(mcc.satellite).toBe(true);
      expect((await repo.list()).map((s) => s.name)).toEqual(['mcc', 'priok', 'srop_cirebon']);
      expect((await repo.byName('srop_cirebon'))?.parentId).toBe(priok.id);
      const moved = await repo.update(priok.id, {
        name: 'priok',
        kind: 'tcp-client',
        host: '10.0.0.9',
        port: 5632,
        enabled: true,
      });
      expect(moved).toMatchObject({ host: '10.0.0.9', port: 5632, district: null });
      await expect(
        repo.create({ name: 'mcc', kind: 'udp', port: 1, enabled: true }),
      ).rejects.toThrow();
      expect(await repo.delete(mcc.id)).toBe(true);
      expect(await repo.get(mcc.id)).toBeUndefined();
    });

    it('keeps API users with hashed tokens', async () => {
      const repo = new ApiUsersRepo(store.db, () => 5000);
      const { user, token } = await repo.create('bmkg', true);
      const rows = await store.db.selectFrom('api_users').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      expect((await repo.resolveToken(token))?.username).toBe('bmkg');
      expect(await repo.resolveToken(`${token}x`)).toBeUndefined();
      expect((await repo.update(user.id, { access: false }))?.access).toBe(false);
      expect((await repo.list('BM')).map((u) => u.username)).toEqual(['bmkg']);
      const rotated = await repo.rotateToken(user.id);
      expect(await repo.resolveToken(token)).toBeUndefined();
      expect((await repo.resolveToken(rotated?.token ?? ''))?.id).toBe(user.id);
      expect(await repo.delete(user.id)).toBe(true);
    });
  });
}
