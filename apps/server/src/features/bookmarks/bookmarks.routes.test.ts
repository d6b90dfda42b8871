import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { ApiUsersRepo } from '../api-users/api-users.repo.ts';

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`bookmarks on ${database.name}`, () => {
    const t = appOnDatabase(database);

    it('keeps each user their own bookmarks, in groups', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const budi = await sessionFor(t.store, t.config, 'visitor', 'budi');
      const put = await t.call('PUT', '/api/bookmarks/525005001', ana, { group: ' Tanker ' });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ mmsi: 525005001, group: 'Tanker' });
      await t.call('PUT', '/api/bookmarks/563000123', ana, { group: 'Cargo' });
      await t.call('PUT', '/api/bookmarks/525005001', budi, { group: 'Watch' });

      const list = await t.call('GET', '/api/bookmarks', ana);
      expect(list.json<{ bookmarks: { mmsi: number; group: string }[] }>().bookmarks).toEqual([
        expect.objectContaining({ mmsi: 563000123, group: 'Cargo' }),
        expect.objectContaining({ mmsi: 525005001, group: 'Tanker' }),
      ]);
      const other = await t.call('GET', '/api/bookmarks', budi);
      expect(other.json()).toMatchObject({ bookmarks: [{ mmsi: 525005001, group: 'Watch' }] });
    });

    it('moves a bookmark to another group, keeping when it was made', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const before = (await t.call('GET', '/api/bookmarks', ana)).json<{
        bookmarks: { mmsi: number; createdAt: number }[];
      }>();
      const made = before.bookmarks.find((b) => b.mmsi === 525005001)?.createdAt;
      const moved = await t.call('PUT', '/api/bookmarks/525005001', ana, { group: 'Priority' });
      expect(moved.json()).toEqual({ mmsi: 525005001, group: 'Priority', createdAt: made });
      const after = (await t.call('GET', '/api/bookmarks', ana)).json<{
        bookmarks: { mmsi: number }[];
      }>();
      expect(after.bookmarks).toHaveLength(2);
    });

    it('removes a bookmark, and says when there is none', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const gone = await t.call('DELETE', '/api/bookmarks/563000123', ana);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ message: 'item 563000123 deleted' });
      const again = await t.call('DELETE', '/api/bookmarks/563000123', ana);
      expect(again.statusCode).toBe(404);
      const list = await t.call('GET', '/api/bookmarks', ana);
      expect(list.json<{ bookmarks: { mmsi: number }[] }>().bookmarks.map((b) => b.mmsi)).toEqual([
        525005001,
      ]);
    });

    it('refuses a bad group or MMSI with the field and reason', async () => {
      const ana = await sessionFor(t.store, t.config, 'admin', 'ana');
      const empty = await t.call('PUT', '/api/bookmarks/525005001', ana, { group: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        code: 'VALIDATION',
        field: 'group',
        message: 'group can not be empty',
      });
      const long = await t.call('PUT', '/api/bookmarks/525005001', ana, { group: 'x'.repeat(31) });
      expect(long.json()).toMatchObject({
        field: 'group',
        message: 'group may not be greater than 30 characters',
      });
      const badMmsi = await t.call('PUT', '/api/bookmarks/abc', ana, { group: 'A' });
      expect(badMmsi.statusCode).toBe(400);
      expect(badMmsi.json()).toMatchObject({ code: 'VALIDATION', field: 'mmsi' });
    });

    it('needs a signed-in user: anonymous and API tokens are refused', async () => {
      expect((await t.call('GET', '/api/bookmarks')).statusCode).toBe(401);
      const { token } = await new ApiUsersRepo(t.store.db).create('partner', true);
      const byToken = await t.app.inject({
        url: '/api/bookmarks',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(byToken.statusCode).toBe(403);
    });
  });
}
