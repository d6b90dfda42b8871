import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { UsersRepo } from '../users/users.repo.ts';
import { hashPassword } from '../users/password.ts';

describe('auth routes', () => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    store = await sqliteTestStore();
    ({ app } = await buildTestApp(store, { PANTAU_LOGIN_RATE_MAX: '5' }));
    const users = new UsersRepo(store.db);
    const base = {
      fullname: 'Petugas',
      options: {
        center: [106.88, -6.1] as [number, number],
        zoom: 12,
        portCode: null,
        sharedAccount: false,
      },
    };
    await users.create({
      ...base,
      username: 'petugas',
      passwordHash: await hashPassword('benar-sekali'),
      role: 'lps',
      active: true,
    });
    await users.create({
      ...base,
      username: 'nonaktif',
      passwordHash: await hashPassword('benar-sekali'),
      role: 'lps',
      active: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const login = (username: string, password: string, ip = '10.9.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('signs in, answers /me from the session cookie, and signs out', async () => {
    const res = await login('petugas', 'benar-sekali');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: Record<string, unknown>; capabilities: string[] }>();
    expect(body.user).toMatchObject({
      username: 'petugas',
      role: 'lps',
      options: { center: [106.88, -6.1], zoom: 12 },
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|scrypt|benar-sekali/);
    expect(body.capabilities).toContain('aoi.use');
    expect(body.capabilities).not.toContain('users.manage');

    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^pantau_session=[A-Za-z0-9_-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0] ?? '';

    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { username: string } }>().user.username).toBe('petugas');

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect: null });
    expect(String(out.headers['set-cookie'])).toMatch(/pantau_session=;/);
    const after = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in' });
  });

  it('gives the spec message for a wrong password and for an unknown user alike', async () => {
    for (const [u, p] of [
      ['petugas', 'salah'],
      ['siapa', 'salah'],
    ] as const) {
      const res = await login(u, p, '10.9.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'AUTH_INVALID',
        message: 'Username or password is wrong, please try again',
      });
    }
  });

  it('refuses an inactive account with the spec message', async () => {
    const res = await login('nonaktif', 'benar-sekali', '10.9.0.3');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'AUTH_INACTIVE',
      message: 'Username or password is incorrect',
    });
  });

  it('answers 400 with the field and the spec message for empty fields', async () => {
    const noUser = await login('', 'x', '10.9.0.4');
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toEqual({
      code: 'VALIDATION',
      message: 'username can not be empty',
      field: 'username',
    });
    const noPass = await login('petugas', '', '10.9.0.4');
    expect(noPass.json()).toEqual({
      code: 'VALIDATION',
      message: 'password can not be empty',
      field: 'password',
    });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.0.4',
    });
    expect(notJson.statusCode).toBe(415);
  });

  it('rate-limits login attempts per address', async () => {
    const codes: number[] = [];
    // Each attempt names another account: the per-account back-off is not what is tested here.
    for (let i = 0; i < 7; i++)
      codes.push((await login(`tamu${i}`, 'salah', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const limited = await login('petugas', 'benar-sekali', '10.9.9.9');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not affected.
    expect((await login('petugas', 'benar-sekali', '10.9.9.10')).statusCode).toBe(200);
  });
});
