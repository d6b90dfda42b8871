import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedListener } from './http.ts';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedListener(() => {});
});

describe('api client', () => {
  it('sends JSON with the session cookie and reads JSON', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
      }),
    );
  });

  it('answers undefined for 204, and says JSON on a write without a body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({
        headers: expect.objectContaining({ 'content-type': 'application/json' }) as unknown,
      }),
    );
  });

  it('sends no content type on a read', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/health');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as { headers: Record<string, string> };
    expect(init.headers['content-type']).toBeUndefined();
  });

  it("throws the server's code, message and field", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        answer(400, {
          code: 'VALIDATION',
          message: 'username can not be empty',
          field: 'username',
        }),
      ),
    );
    const error = await api('/api/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'username can not be empty',
      field: 'username',
    });
  });

  it('falls back to a generic message when the body is not an error body', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a lost session on 401, unless a 401 is an expected answer', async () => {
    const lost = vi.fn();
    setUnauthorizedListener(lost);
    const body = { code: 'AUTH_REQUIRED', message: 'Sign in first' };
    vi.stubGlobal('fetch', () => Promise.resolve(answer(401, body)));
    await expect(api('/api/auth/me', { expectUnauthorized: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(lost).not.toHaveBeenCalled();
    await expect(api('/api/vessels')).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledTimes(1);
  });
});
