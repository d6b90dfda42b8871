import { REFERENCE_ASSETS, type RegistryEntry } from '@pantau/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { RegistryRepo, type RegistryAssetsTable } from './registry.repo.ts';

const vts = (id: string) => REFERENCE_ASSETS.find((e) => e.id === id) as RegistryEntry;

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`registry reference data on ${database.name}`, () => {
    let store: TestStore | undefined;
    afterEach(async () => {
      await store?.dispose();
      store = undefined;
    });

    it('stores the reference once, then brings unedited entries up to the shipped data', async () => {
      store = await database.open();
      const repo = new RegistryRepo(store.db, () => 1_000);
      const db = store.db.withTables<{ registry_assets: RegistryAssetsTable }>();
      expect(await repo.seed(REFERENCE_ASSETS)).toBe(REFERENCE_ASSETS.length);
      expect(await repo.seed(REFERENCE_ASSETS)).toBe(0);

      // A database seeded by an older release: an entry since renamed and moved.
      const first = vts('vts-01');
      const second = vts('vts-02');
      const older = [
        { ...first, name: 'VTS Lama', lon: 100, lat: 1 },
        { ...second, name: 'VTS Lama Dua' },
      ];
      await db.deleteFrom('registry_assets').where('id', 'in', ['vts-01', 'vts-02']).execute();
      await repo.seed(older);
      // An admin has since edited the second one: theirs is kept.
      await db
        .updateTable('registry_assets')
        .set({ name: 'VTS Diubah Admin', updated_by: 'admin', updated_at: 500 })
        .where('id', '=', 'vts-02')
        .execute();

      expect(await repo.seed(REFERENCE_ASSETS)).toBe(1);
      expect(await repo.get('vts-01')).toMatchObject({
        name: first.name,
        lon: first.lon,
        lat: first.lat,
        updatedBy: null,
      });
      expect(await repo.get('vts-02')).toMatchObject({
        name: 'VTS Diubah Admin',
        updatedBy: 'admin',
      });
      expect(await repo.seed(REFERENCE_ASSETS)).toBe(0);
    });
  });
}
