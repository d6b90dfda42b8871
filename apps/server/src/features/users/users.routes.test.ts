import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { buildTestApp, caller, sessionFor } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';

const valid = {
  firstName: 'Budi',
  lastName: 'Santoso',
  username: 'budi_s',
  password: 'kapal-123',
  role: 'lps',
  center: [106.88, -6.1],
  zoom: 10,
};

describe('USER MANAGEMENT, registration and password change', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: Config;
  let superAdmin: string;
  let developer: string;

  beforeAll(async () => {
    store = await sqliteTestStore();
    ({ app, config } = await buildTestApp(store, { PANTAU_LOGIN_RATE_MAX: '1000' }));
    superAdmin = await sessionFor(store, config, 'superAdmin', 'boss');
    developer = await sessionFor(store, config, 'developer', 'dev');
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(app)(...args);
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('adds a user who can then sign in', async () => {
    const res = await call('POST', '/api/users', superAdmin, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'budi_s',
      fullname: 'Budi Santoso',
      firstName: 'Budi',
      role: 'lps',
      active: true,
      options: { center: [106.88, -6.1], zoom: 10, portCode: null, sharedAccount: false },
    });
    expect(res.body).not.toMatch(/kapal-123|scrypt/);
    expect((await login('budi_s', 'kapal-123')).statusCode).toBe(200);
  });

  it("refuses a taken username with 'Username taken, please use another'", async () => {
    const res = await call('POST', '/api/users', developer, valid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'Username taken, please use another',
      field: 'username',
    });
  });

  it('validates with the spec messages, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: 'A'.repeat(21) }, 'firstName', 'Name must be less than 20 characters'],
      [{ firstName: 'Budi Eko' }, 'firstName', 'first name may not contain spaces'],
      [{ username: 'x'.repeat(21) }, 'username', 'username may not be greater than 20 characters'],
      [{ username: 'a b' }, 'username', 'username may not contain spaces'],
      [{ firstName: '   ' }, 'firstName', 'first name can not be empty'],
      [
        { lastName: 'Ad\u202eim' },
        'lastName',
        'last name may not contain control characters or text-direction overrides',
      ],
      [
        { username: 'ab\u0007c' },
        'username',
        'username may not contain control characters or text-direction overrides',
      ],
      [
        { password: 'p'.repeat(129) },
        'password',
        'password may not be greater than 128 characters',
      ],
      [{ password: 'short' }, 'password', 'password must be at least 8 characters'],
      [{ password: ' '.repeat(8) }, 'password', 'password may not be only spaces'],
      [
        { password: 'password' },
        'password',
        'password is one of the most common passwords; please choose another',
      ],
      [{ password: 'New_User' }, 'password', 'password may not be the username'],
      [{ role: undefined }, 'role', 'Value is Required'],
      [{ role: 'superAdmin' }, 'role', 'Value not found in the list'],
      [{ role: 'disnav', portCode: undefined }, 'portCode', 'For Disnav, Port Code is Required'],
      [{ center: undefined }, 'center', 'center can not be empty'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/users', superAdmin, {
        ...valid,
        username: 'new_user',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toEqual({ code: 'VALIDATION', message, field });
    }
  });

  it('opens a disnav user at their district port at zoom 8', async () => {
    const res = await call('POST', '/api/users', superAdmin, {
      ...valid,
      username: 'disnav_boa',
      role: 'disnav',
      portCode: 'IDBOA',
      center: undefined,
      zoom: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ options: unknown }>().options).toEqual({
      center: [115.216667, -8.75],
      zoom: 8,
      portCode: 'IDBOA',
      sharedAccount: false,
    });
    const unknown = await call('POST', '/api/users', superAdmin, {
      ...valid,
      username: 'disnav_x',
      role: 'disnav',
      portCode: 'XXXXX',
    });
    expect(unknown.json()).toMatchObject({
      field: 'portCode',
      message: 'Value not found in the list',
    });
  });

  it('lists and searches users', async () => {
    const all = await call('GET', '/api/users', superAdmin);
    expect(all.json<{ users: { username: string }[] }>().users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['boss', 'dev', 'budi_s', 'disnav_boa']),
    );
    const found = await call('GET', '/api/users?q=SANTOSO', superAdmin);
    expect(found.json<{ users: { username: string }[] }>().users.map((u) => u.username)).toEqual([
      'budi_s',
      'disnav_boa',
    ]);
    const like = await call('GET', '/api/users?q=%25', superAdmin);
    expect(like.json<{ users: unknown[] }>().users).toEqual([]);
  });

  it('edits a user, resets the password only when given, and ends their sessions', async () => {
    const list = await call('GET', '/api/users?q=budi_s', superAdmin);
    const id = list.json<{ users: { id: number }[] }>().users[0]?.id;
    const budi = await login('budi_s', 'kapal-123');
    const cookie = String(budi.headers['set-cookie']).split(';')[0] ?? '';

    const edit = await call('PUT', `/api/users/${id}`, superAdmin, {
      ...valid,
      lastName: 'Prakoso',
      role: 'visitor',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ fullname: 'Budi Prakoso', role: 'visitor' });
    expect((await login('budi_s', 'kapal-123')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);

    await call('PUT', `/api/users/${id}`, superAdmin, {
      ...valid,
      role: 'visitor',
      password: 'baru-sekali',
    });
    expect((await login('budi_s', 'kapal-123')).statusCode).toBe(401);
    expect((await login('budi_s', 'baru-sekali')).statusCode).toBe(200);
  });

  it('lets nobody change their own account or a superAdmin/developer account', async () => {
    const list = await call('GET', '/api/users', superAdmin);
    const users = list.json<{ users: { id: number; username: string }[] }>().users;
    const boss = users.find((u) => u.username === 'boss')?.id;
    const dev = users.find((u) => u.username === 'dev')?.id;
    for (const [cookie, target] of [
      [superAdmin, boss],
      [developer, dev],
      [developer, boss],
      [superAdmin, dev],
    ] as const) {
      const res = await call('PUT', `/api/users/${target}`, cookie, { ...valid, role: 'admin' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('PROTECTED_USER');
      expect((await call('DELETE', `/api/users/${target}`, cookie)).statusCode).toBe(403);
    }
  });

  it('deletes a user', async () => {
    const list = await call('GET', '/api/users?q=disnav_boa', superAdmin);
    const id = list.json<{ users: { id: number }[] }>().users[0]?.id;
    expect((await call('DELETE', `/api/users/${id}`, superAdmin)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${id}`, superAdmin)).statusCode).toBe(404);
  });

  it('registers an inactive visitor that a superAdmin activates', async () => {
    const reg = { firstName: 'Sari', lastName: 'Dewi', username: 'sari', password: 'laut-1234' };
    const res = await call('POST', '/api/auth/register', undefined, reg);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registration successful' });
    expect((await login('sari', 'laut-1234')).json()).toMatchObject({
      code: 'AUTH_INACTIVE',
      message: 'Username or password is incorrect',
    });

    const again = await call('POST', '/api/auth/register', undefined, reg);
    expect(again.json()).toEqual({
      code: 'REGISTER_USERNAME_USED',
      message: 'Username Has Already Been Used',
      field: 'username',
    });

    const long = await call('POST', '/api/auth/register', undefined, {
      ...reg,
      username: 'abcdefghijk',
    });
    expect(long.json()).toMatchObject({
      field: 'username',
      message: 'username may not be greater than 10 characters',
    });
    const bad = await call('POST', '/api/auth/register', undefined, { ...reg, username: 'sa/ri' });
    expect(bad.json()).toMatchObject({
      field: 'username',
      message: 'username sa/ri does not match ^[A-Za-z0-9_-]+$',
    });
    const empty = await call('POST', '/api/auth/register', undefined, { ...reg, firstName: '' });
    expect(empty.json()).toMatchObject({
      field: 'firstName',
      message: 'first name can not be empty',
    });

    const list = await call('GET', '/api/users?q=sari', superAdmin);
    const sari = list.json<{ users: { id: number; role: string; active: boolean }[] }>().users[0];
    expect(sari).toMatchObject({
      role: 'visitor',
      active: false,
      options: { center: [117.1, -0.9], zoom: 6 },
    });
    await call('PUT', `/api/users/${sari?.id}`, superAdmin, {
      firstName: 'Sari',
      lastName: 'Dewi',
      role: 'visitor',
      center: [117.1, -0.9],
      zoom: 6,
      active: true,
    });
    expect((await login('sari', 'laut-1234')).statusCode).toBe(200);
  });

  it('changes one’s own password with the spec messages', async () => {
    const cookie = await sessionFor(store, config, 'lps', 'pengguna');
    const wrong = await call('POST', '/api/auth/password', cookie, {
      oldPassword: 'salah',
      newPassword: 'baru-1234',
    });
    expect(wrong.json()).toEqual({
      code: 'OLD_PASSWORD_MISMATCH',
      message: 'old password did not match',
      field: 'oldPassword',
    });
    const same = await call('POST', '/api/auth/password', cookie, {
      oldPassword: 'pengguna-password',
      newPassword: 'pengguna-password',
    });
    expect(same.json()).toMatchObject({
      field: 'newPassword',
      message: 'you used the same password',
    });
    const ok = await call('POST', '/api/auth/password', cookie, {
      oldPassword: 'pengguna-password',
      newPassword: 'baru-1234',
    });
    expect(ok.json()).toEqual({ message: 'Password Changed Successfully' });
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);
    expect((await login('pengguna', 'baru-1234')).statusCode).toBe(200);
  });

  it('refuses a password change on a shared account', async () => {
    await call('POST', '/api/users', superAdmin, {
      ...valid,
      username: 'bersama',
      sharedAccount: true,
    });
    const res = await login('bersama', 'kapal-123');
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const change = await call('POST', '/api/auth/password', cookie, {
      oldPassword: 'kapal-123',
      newPassword: 'baru-1234',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json<{ code: string }>().code).toBe('SHARED_ACCOUNT');
  });
});
