import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';
import { wibDay } from '@pantau/domain';
import { AuditRepo } from './audit.repo.ts';

describe('wibDay', () => {
  it('counts days in UTC+7', () => {
    expect(wibDay(Date.UTC(2026, 10, 21, 16, 59))).toBe('2026-11-21');
    expect(wibDay(Date.UTC(2026, 10, 21, 17, 0))).toBe('2026-11-22');
  });
});

for (const database of TEST_DATABASES) {
  describe.runIf(await database.available())(`audit repository on ${database.name}`, () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await database.open();
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('keeps entries per day and searches them', async () => {
      const repo = new AuditRepo(store.db);
      const t = Date.UTC(2026, 10, 21, 3, 0);
      await repo.record({
        at: t,
        actor: 'admin',
        actorKind: 'user',
        action: 'POST /api/users',
        target: null,
        status: 201,
        ip: '1.2.3.4',
      });
      await repo.record({
        at: t + 1000,
        actor: 'dev',
        actorKind: 'user',
        action: 'DELETE /api/users/:id',
        target: '/api/users/7',
        status: 204,
        ip: null,
      });
      await repo.record({
        at: t + 86_400_000,
        actor: 'admin',
        actorKind: 'user',
        action: 'POST /api/users',
        target: null,
        status: 201,
        ip: null,
      });
      const day = await repo.day('2026-11-21');
      expect(day.map((e) => e.actor)).toEqual(['dev', 'admin']);
      expect(day[0]).toMatchObject({ target: '/api/users/7', status: 204, day: '2026-11-21' });
      expect((await repo.day('2026-11-21', 'DELETE')).map((e) => e.actor)).toEqual(['dev']);
      expect((await repo.day('2026-11-21', 'users/7')).length).toBe(1);
      expect(await repo.day('2026-11-23')).toEqual([]);
    });
  });
}

describe('audit of API writes', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    t = await appWithSession('superAdmin', 'chief');
    ({ app, cookie } = t);
  });
  afterAll(() => t.close());

  it('records writes with who, what and the answer, never bodies, and no plain reads', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chief', password: 'wrong-password' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/api-users',
      headers: { cookie },
      payload: { username: 'svc' },
    });
    await app.inject({ url: '/api/users', headers: { cookie } });
    const res = await app.inject({ url: '/api/audit', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { day, entries } = res.json<{
      day: string;
      entries: { actor: string; action: string; status: number; subject: string | null }[];
    }>();
    expect(day).toBe(wibDay(Date.now()));
    expect(entries.map((e) => [e.actor, e.action, e.status, e.subject])).toEqual([
      ['chief', 'POST /api/api-users', 201, 'svc'],
      ['chief', 'POST /api/auth/login', 401, null],
    ]);
    expect(res.body).not.toContain('wrong-password');
    const searched = await app.inject({ url: '/api/audit?q=login', headers: { cookie } });
    expect(searched.json<{ entries: unknown[] }>().entries).toHaveLength(1);
    // The subject is searched too: the API user's name finds its creation.
    const bySubject = await app.inject({ url: '/api/audit?q=svc', headers: { cookie } });
    expect(bySubject.json<{ entries: { action: string }[] }>().entries).toMatchObject([
      { action: 'POST /api/api-users' },
    ]);
    const bad = await app.inject({ url: '/api/audit?day=21-11-2026', headers: { cookie } });
    expect(bad.json()).toEqual({
      code: 'VALIDATION',
      message: 'day must be YYYY-MM-DD',
      field: 'day',
    });
  });

  it('names what a write was about: an area, a vessel by its MMSI', async () => {
    const aoi = await app.inject({
      method: 'POST',
      url: '/api/aois',
      headers: { cookie },
      payload: {
        type: 'Circle',
        name: 'Selat Sunda',
        description: 'Lintas penyeberangan',
        center: [105.8, -6.0],
        radiusM: 5000,
      },
    });
    expect(aoi.statusCode).toBe(201);
    await app.inject({
      method: 'PUT',
      url: '/api/bookmarks/525005123',
      headers: { cookie },
      payload: { group: 'Watch' },
    });
    const { entries } = (await app.inject({ url: '/api/audit', headers: { cookie } })).json<{
      entries: { action: string; subject: string | null }[];
    }>();
    expect(entries.find((e) => e.action === 'POST /api/aois')?.subject).toBe('Selat Sunda');
    expect(entries.find((e) => e.action === 'PUT /api/bookmarks/:mmsi')?.subject).toBe('525005123');
  });
});
