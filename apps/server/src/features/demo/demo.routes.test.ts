import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { TEST_DATABASES, type TestStore } from '../../testing/databases.ts';

describe('demo mode password', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await TEST_DATABASES[0].open();
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("is checked by the server: 'Wrong Password' unless it matches", async () => {
    const { app } = await buildTestApp(store, { PANTAU_DEMO_PASSWORD: 'pameran-2026' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/demo',
      payload: { password: 'tebak' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Wrong Password',
      field: 'password',
    });
    const right = await app.inject({
      method: 'POST',
      url: '/api/demo',
      payload: { password: 'pameran-2026' },
    });
    expect(right.statusCode).toBe(200);
    await app.close();
  });

  it('cannot be entered when no demo password is configured', async () => {
    const { app } = await buildTestApp(store);
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo',
      payload: { password: 'anything-at-all' },
    });
    expect(res.json()).toMatchObject({ message: 'Wrong Password' });
    await app.close();
  });
});
