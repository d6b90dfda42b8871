import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../../testing/databases.ts';
import { startTestProvider } from '../../testing/oidc-provider.ts';

const PUBLIC = 'http://pantau.test';

/** A browser's cookies for the provider's origin. */
class Jar {
  readonly #cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.#cookies.set(name.trim(), value.join('='));
    }
  }
  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Walks the provider's login and consent forms as a browser would; answers the callback URL. */
async function signInAtProvider(authUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = authUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`${PUBLIC}/`)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action)
      throw new Error(`unexpected provider page at ${url}: ${html.slice(0, 200)}`);
    const form = new URLSearchParams({
      prompt,
      ...(prompt === 'login' ? { login, password: 'any' } : {}),
    });
    const post = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    jar.take(post);
    url = new URL(post.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never sent the browser back');
}

describe('single sign-on against a real OpenID Connect provider', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startTestProvider>>;

  beforeAll(async () => {
    provider = await startTestProvider({
      clientId: 'pantau',
      clientSecret: 'pantau-client-secret',
      redirectUri: `${PUBLIC}/auth-login`,
      postLogoutRedirectUri: `${PUBLIC}/login`,
      accounts: {
        rina: {
          preferred_username: 'rina',
          name: 'Rina Kusuma',
          email: 'rina@hubla.test',
          groups: ['pantau-operators', 'staff'],
        },
        tamu: { preferred_username: 'tamu', name: 'Tamu' },
      },
    });
    store = await sqliteTestStore();
    ({ app } = await buildTestApp(store, {
      PANTAU_PUBLIC_URL: PUBLIC,
      PANTAU_OIDC_ISSUER: provider.issuer,
      PANTAU_OIDC_CLIENT_ID: 'pantau',
      PANTAU_OIDC_CLIENT_SECRET: 'pantau-client-secret',
      PANTAU_OIDC_ROLE_MAP: JSON.stringify({ 'pantau-operators': 'lps', 'pantau-admins': 'admin' }),
    }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
    await provider.close();
  });

  async function signIn(login: string) {
    const start = await app.inject('/api/auth/sso/start');
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(String(start.headers.location));
    expect(authUrl.origin).toBe(provider.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('scope')).toBe('openid profile email');
    expect(authUrl.searchParams.get('state')).toBeTruthy();
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    const binding = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const back = await signInAtProvider(authUrl.href, login);
    expect(back.pathname).toBe('/auth-login');
    expect(back.searchParams.get('code')).toBeTruthy();
    return { binding, params: back.search };
  }

  it('says whether SSO is configured', async () => {
    expect((await app.inject('/api/auth/sso')).json()).toEqual({ enabled: true });
  });

  it('signs a user in with PKCE, state and nonce, mapping the claim to a role', async () => {
    const { binding, params } = await signIn('rina');
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      headers: { cookie: binding },
      payload: { params },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      user: {
        username: 'rina',
        fullname: 'Rina Kusuma',
        role: 'lps',
        sso: true,
        options: { center: [117.1, -0.9], zoom: 6 },
      },
    });
    const session = String(done.headers['set-cookie']).match(/pantau_session=[^;]+/)?.[0] ?? '';
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);

    // Logout answers the provider's end-session URL with the ID token and the way back.
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session, 'content-type': 'application/json' },
    });
    const redirect = new URL(out.json<{ redirect: string }>().redirect);
    expect(redirect.origin).toBe(provider.issuer);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/login`);
    expect(redirect.searchParams.get('id_token_hint')).toBeTruthy();
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: session } })).statusCode,
    ).toBe(401);
  });

  it('makes unmapped users visitors and keeps one account per subject', async () => {
    for (let i = 0; i < 2; i++) {
      const { binding, params } = await signIn('tamu');
      const done = await app.inject({
        method: 'POST',
        url: '/api/auth/sso/callback',
        headers: { cookie: binding },
        payload: { params },
      });
      expect(done.json()).toMatchObject({ user: { username: 'tamu', role: 'visitor', sso: true } });
    }
    const rows = await store.db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', 'tamu%')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a callback without the browser binding, a replay, or a forged state', async () => {
    const { binding, params } = await signIn('rina');
    const noCookie = await app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      payload: { params },
    });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json<{ code: string }>().code).toBe('SSO_FAILED');

    const forged = params.replace(/state=[^&]+/, 'state=forged');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      headers: { cookie: binding },
      payload: { params: forged },
    });
    expect(bad.statusCode).toBe(401);
    // The pending sign-in is used up by the failed attempt: the genuine callback cannot replay it.
    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      headers: { cookie: binding },
      payload: { params },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('keeps a local password useless for SSO accounts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'rina', password: '!sso' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('without SSO configured', () => {
  it('says so and sends the browser back to /login', async () => {
    const store = await sqliteTestStore();
    const { app } = await buildTestApp(store);
    expect((await app.inject('/api/auth/sso')).json()).toEqual({ enabled: false });
    const start = await app.inject('/api/auth/sso/start');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login?sso=disabled');
    const cb = await app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      payload: { params: 'code=x' },
    });
    expect(cb.json<{ code: string }>().code).toBe('SSO_DISABLED');
    await app.close();
    await store.dispose();
  });
});
