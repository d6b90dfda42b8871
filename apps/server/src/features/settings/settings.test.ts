import { DEFAULT_MAP_SETTINGS } from '@pantau/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession, caller, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { SettingsRepo } from './settings.repo.ts';

async function user(store: TestStore, username: string): Promise<number> {
  const created = await new UsersRepo(store.db).create({
    username,
    fullname: username,
    passwordHash: 'x',
    role: 'admin',
    active: true,
    options: { center: null, zoom: null, portCode: null, sharedAccount: false },
  });
  return created.id;
}

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`user settings on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('answers the defaults, then keeps each change per user', async () => {
      let t = 1000;
      const repo = new SettingsRepo(store.db, () => t);
      const ani = await user(store, 'ani');
      const budi = await user(store, 'budi');
      expect(await repo.get(ani)).toEqual(DEFAULT_MAP_SETTINGS);

      expect(await repo.update(ani, { plotStatus: true })).toEqual({
        ...DEFAULT_MAP_SETTINGS,
        plotStatus: true,
      });
      t = 2000;
      await repo.update(ani, { showOnlyLive: true, headingPrediction: false });
      expect(await repo.get(ani)).toEqual({
        headingPrediction: false,
        plotStatus: true,
        showOnlyLive: true,
      });
      const row = await store.db
        .selectFrom('user_settings')
        .selectAll()
        .where('user_id', '=', ani)
        .executeTakeFirstOrThrow();
      expect(Number(row.updated_at)).toBe(2000);
      expect(await repo.get(budi)).toEqual(DEFAULT_MAP_SETTINGS);

      // Rows stored before the language existed read as before; a bad language is dropped.
      expect(await repo.update(budi, { language: 'en' })).toEqual({
        ...DEFAULT_MAP_SETTINGS,
        language: 'en',
      });
      await store.db
        .updateTable('user_settings')
        .set({ settings: JSON.stringify({ plotStatus: true, language: 'xx' }) })
        .where('user_id', '=', budi)
        .execute();
      expect(await repo.get(budi)).toEqual({ ...DEFAULT_MAP_SETTINGS, plotStatus: true });
    });

    it('reads a damaged row as the defaults, and forgets a deleted user', async () => {
      const repo = new SettingsRepo(store.db);
      const citra = await user(store, 'citra');
      await store.db
        .insertInto('user_settings')
        .values({ user_id: citra, settings: '{not json', updated_at: 1 })
        .execute();
      expect(await repo.get(citra)).toEqual(DEFAULT_MAP_SETTINGS);
      expect(await repo.update(citra, { plotStatus: true })).toMatchObject({ plotStatus: true });
      await store.db.deleteFrom('users').where('id', '=', citra).execute();
      const left = await store.db
        .selectFrom('user_settings')
        .select('user_id')
        .where('user_id', '=', citra)
        .execute();
      expect(left).toEqual([]);
    });
  });
}

describe('GET and PUT /api/me/settings', () => {
  let ctx: Awaited<ReturnType<typeof appWithSession>>;
  beforeAll(async () => {
    ctx = await appWithSession('visitor', 'dewi');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("keeps the signed-in user's own settings", async () => {
    const call = caller(ctx.app);
    const first = await call('GET', '/api/me/settings', ctx.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_MAP_SETTINGS);

    const put = await call('PUT', '/api/me/settings', ctx.cookie, { showOnlyLive: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...DEFAULT_MAP_SETTINGS, showOnlyLive: true });
    expect((await call('GET', '/api/me/settings', ctx.cookie)).json()).toMatchObject({
      showOnlyLive: true,
    });

    const other = await sessionFor(ctx.store, ctx.config, 'disnav', 'eka');
    expect((await call('GET', '/api/me/settings', other)).json()).toEqual(DEFAULT_MAP_SETTINGS);
  });

  it('keeps the language once chosen, absent before', async () => {
    const call = caller(ctx.app);
    const cookie = await sessionFor(ctx.store, ctx.config, 'admin', 'fajar');
    expect((await call('GET', '/api/me/settings', cookie)).json()).not.toHaveProperty('language');

    const put = await call('PUT', '/api/me/settings', cookie, { language: 'id' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...DEFAULT_MAP_SETTINGS, language: 'id' });
    await call('PUT', '/api/me/settings', cookie, { plotStatus: true });
    expect((await call('GET', '/api/me/settings', cookie)).json()).toEqual({
      ...DEFAULT_MAP_SETTINGS,
      plotStatus: true,
      language: 'id',
    });

    const bad = await call('PUT', '/api/me/settings', cookie, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'language' });
  });

  it('refuses bad values and callers without a session', async () => {
    const call = caller(ctx.app);
    const bad = await call('PUT', '/api/me/settings', ctx.cookie, { plotStatus: 'on' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'plotStatus' });
    expect((await call('PUT', '/api/me/settings', ctx.cookie, { x: true })).statusCode).toBe(400);
    expect((await call('GET', '/api/me/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/me/settings', undefined, {})).statusCode).toBe(401);
  });
});
