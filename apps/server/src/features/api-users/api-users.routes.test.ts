import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession, caller } from '../../testing/app.ts';
import { ApiUsersRepo } from './api-users.repo.ts';

describe('MANAGE API routes', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    t = await appWithSession('developer');
    ({ app, cookie } = t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    caller(app)(method, url, cookie, payload);

  it('adds an API user, shows the token once and masks it after', async () => {
    const res = await call('POST', '/api/api-users', { username: 'bmkg', access: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; token: string; apiUser: { maskedToken: string } }>();
    expect(body.message).toBe('new api user successfully uploaded');
    expect(body.token).toMatch(/^pantau_[A-Za-z0-9_-]{43}$/);
    expect(body.apiUser.maskedToken).toBe(`pantau_••••••••${body.token.slice(-4)}`);

    const list = await call('GET', '/api/api-users');
    expect(list.body).not.toContain(body.token);
    expect(
      list.json<{ apiUsers: { username: string; access: boolean }[] }>().apiUsers,
    ).toMatchObject([{ username: 'bmkg', access: true }]);
  });

  it("refuses a used username with 'username has already been used'", async () => {
    const res = await call('POST', '/api/api-users', { username: 'bmkg' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'API_USERNAME_USED',
      message: 'username has already been used',
      field: 'username',
    });
  });

  it('switches access, rotates the token and deletes', async () => {
    const list = await call('GET', '/api/api-users?q=bmk');
    const id = list.json<{ apiUsers: { id: number }[] }>().apiUsers[0]?.id ?? 0;
    const off = await call('PUT', `/api/api-users/${id}`, { access: false });
    expect(off.json()).toMatchObject({ access: false });

    const repo = new ApiUsersRepo(t.store.db);
    const rotated = await call('POST', `/api/api-users/${id}/token`);
    const token = rotated.json<{ token: string }>().token;
    expect((await repo.resolveToken(token))?.username).toBe('bmkg');

    const again = await call('POST', `/api/api-users/${id}/token`);
    expect(await repo.resolveToken(token)).toBeUndefined();
    expect(again.json<{ token: string }>().token).not.toBe(token);

    expect((await call('DELETE', `/api/api-users/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/api-users/${id}`)).statusCode).toBe(404);
  });
});
