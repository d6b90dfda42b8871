import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../config.ts';
import { hashPassword } from '../features/users/password.ts';
import { UsersRepo } from '../features/users/users.repo.ts';
import { fastifyTrustProxy } from '../http/trust-proxy.ts';
import {
  checkDataDir,
  DATA_DIR_MIN_FREE_MB,
  INITIAL_ADMIN_FILE,
  prepareStore,
} from '../startup.ts';
import { openStore } from '../store/db.ts';
import { buildTestApp, sessionFor, writeHeaders } from '../testing/app.ts';
import { sqliteTestStore, type TestStore } from '../testing/databases.ts';

/**
 * The attacks of issue #21 on HTTP, identity and passwords, each in small form against the
 * real app (inject, or a server listening on 127.0.0.1), asserting the limit holds.
 */

const MAIN = resolve(import.meta.dirname, '../main.ts');
const NO_LOG = { info: () => undefined, warn: () => undefined };

async function addUser(store: TestStore, username: string, password: string): Promise<void> {
  await new UsersRepo(store.db).create({
    username,
    fullname: username,
    passwordHash: await hashPassword(password),
    role: 'lps',
    active: true,
    options: { center: [106.8, -6.1], zoom: 10, portCode: null, sharedAccount: false },
  });
}

function login(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress: string,
  forwardedFor?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username, password },
  });
}

describe('X-Forwarded-For is believed only from a configured proxy', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await sqliteTestStore();
    await addUser(store, 'petugas', 'jangkar-biru-77');
  });
  afterAll(() => store.dispose());

  it('with trust off (the default), forged addresses share the real one’s login budget', async () => {
    const { app, config } = await buildTestApp(store, {
      PANTAU_LOGIN_RATE_MAX: '3',
      PANTAU_LOGIN_ACCOUNT_MAX: '1000',
    });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(app, `tamu${i}`, 'salah-salah', '10.20.0.1', `198.51.100.${i}`);
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    // The right password from the limited address is refused as well.
    expect(
      (await login(app, 'petugas', 'jangkar-biru-77', '10.20.0.1', '203.0.113.9')).statusCode,
    ).toBe(429);
    // The audit log keeps the socket's address beside the forged header.
    const cookie = await sessionFor(store, config, 'superAdmin', 'kepala');
    const audit = await app.inject({ url: '/api/audit?q=login', headers: { cookie } });
    const entries = audit.json<{ entries: { ip: string; forwardedFor: string | null }[] }>()
      .entries;
    expect(entries[0]).toMatchObject({ ip: '10.20.0.1', forwardedFor: '203.0.113.9' });
    await app.close();
  });

  it('with a trusted proxy, each forwarded client has its own budget; others cannot forge', async () => {
    const { app, config } = await buildTestApp(store, {
      PANTAU_LOGIN_RATE_MAX: '2',
      PANTAU_LOGIN_ACCOUNT_MAX: '1000',
      PANTAU_TRUST_PROXY: '10.30.0.1',
    });
    for (let i = 0; i < 4; i++) {
      const res = await login(app, `tamu${i}`, 'salah-salah', '10.30.0.1', `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
    }
    // Not the proxy: its header is ignored and its own address is counted.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await login(app, `x${i}`, 'salah-salah', '10.30.0.2', `198.51.100.${50 + i}`)).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 429]);
    // A successful sign-in is audited as the user who signed in, from the forwarded client.
    expect(
      (await login(app, 'PETUGAS', 'jangkar-biru-77', '10.30.0.1', '192.0.2.7')).statusCode,
    ).toBe(200);
    const cookie = await sessionFor(store, config, 'superAdmin', 'kepala');
    const audit = await app.inject({ url: '/api/audit?q=petugas', headers: { cookie } });
    const [entry] = audit.json<{ entries: Record<string, unknown>[] }>().entries;
    expect(entry).toMatchObject({
      actor: 'petugas',
      actorKind: 'user',
      status: 200,
      ip: '10.30.0.1',
      forwardedFor: '192.0.2.7',
    });
    await app.close();
  });

  it('refuses a malformed PANTAU_TRUST_PROXY, naming it', () => {
    expect(() => loadConfig({ PANTAU_TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /PANTAU_TRUST_PROXY: .*10\.0\.0\.0\/99/,
    );
    expect(() => loadConfig({ PANTAU_TRUST_PROXY: 'true' })).toThrow(/PANTAU_TRUST_PROXY/);
    expect(loadConfig({ PANTAU_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ PANTAU_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    const hops = fastifyTrustProxy(1);
    expect(typeof hops === 'function' && [hops('a', 0), hops('a', 1)]).toEqual([true, false]);
  });
});

describe('failed logins back off per account, from any address', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await sqliteTestStore();
    await addUser(store, 'nakhoda', 'buritan-kapal-42');
    await addUser(store, 'mualim', 'haluan-kapal-42');
    ({ app } = await buildTestApp(store, { PANTAU_LOGIN_ACCOUNT_MAX: '5' }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  it('answers 429 after 5 failures even to the right password; other accounts go on', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await login(app, 'Nakhoda', 'tebakan', `10.40.0.${i + 1}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await login(app, 'nakhoda', 'buritan-kapal-42', '10.40.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await login(app, 'mualim', 'haluan-kapal-42', '10.40.1.1')).statusCode).toBe(200);
  });

  it('holds in another API process on the same database, and after a restart', async () => {
    // A second process (another app on the same database): the back-off is the database's.
    const { app: other } = await buildTestApp(store, { PANTAU_LOGIN_ACCOUNT_MAX: '5' });
    try {
      const right = await login(other, 'NAKHODA', 'buritan-kapal-42', '10.40.2.1');
      expect(right.statusCode).toBe(429);
      // Failures made in the second process count in the first.
      for (let i = 0; i < 4; i++) await login(other, 'mualim', 'salah', `10.40.3.${i + 1}`);
      expect((await login(app, 'mualim', 'salah', '10.40.4.1')).statusCode).toBe(401);
      expect((await login(app, 'mualim', 'haluan-kapal-42', '10.40.4.2')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('no stranger can lock an account out', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let device = '';
  beforeAll(async () => {
    store = await sqliteTestStore();
    await addUser(store, 'syahbandar', 'menara-suar-31');
    ({ app } = await buildTestApp(store, { PANTAU_LOGIN_ACCOUNT_MAX: '5' }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const signIn = (password: string, ip: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: device ? { cookie: `pantau_device=${device}` } : {},
      payload: { username: 'syahbandar', password },
    });
  const deviceOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    res.cookies.find((c) => c.name === 'pantau_device');

  it('lets the owner’s own browser in through a flood of wrong passwords from elsewhere', async () => {
    // The owner signs in once from their browser: it is given a device cookie.
    const first = await signIn('menara-suar-31', '10.50.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    device = cookie?.value ?? '';
    expect(device).toMatch(/^[\w-]{43}$/);

    // Strangers, from 30 addresses: the account backs off for every browser it does not know.
    const codes: number[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await signIn('tebak-tebak', `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(codes.slice(5))).toEqual(new Set([429]));
    expect((await signIn('menara-suar-31', '203.0.113.200')).statusCode).toBe(429);
    // A made-up or another account's device cookie is no device of this account.
    expect((await signIn('menara-suar-31', '203.0.113.201', 'x'.repeat(43))).statusCode).toBe(429);

    // The owner's browser, with its cookie, from its usual address or another: in.
    const back = await signIn('menara-suar-31', '10.50.0.2', device);
    expect(back.statusCode).toBe(200);
    expect(deviceOf(back)?.value).toBe(device);

    // The strangers' attempts are in the audit log, each with its address and answer.
    await new Promise((r) => setTimeout(r, 50));
    const rows = await store.db
      .selectFrom('audit_log')
      .select(['actor', 'status', 'ip'])
      .where('action', '=', 'POST /api/auth/login')
      .where('actor', '=', 'syahbandar')
      .execute();
    expect(rows.filter((r) => r.status === 401)).toHaveLength(5);
    expect(rows.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(26);
    expect(rows.some((r) => r.ip === '203.0.113.7')).toBe(true);
  });

  it('backs off a known device on its own failures too (a stolen cookie guesses no faster)', async () => {
    const { rows: stored } = await sql<{
      account: string;
      token_hash: string;
    }>`select account, token_hash from trusted_devices`.execute(store.db);
    expect(stored.map((d) => d.account)).toEqual(['syahbandar']);
    expect(stored[0]?.token_hash).not.toBe(device); // kept hashed
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await signIn('salah-lagi', '10.50.2.1', device)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('menara-suar-31', '10.50.2.1', device)).statusCode).toBe(429);
  });
});

describe('foreign pages cannot write or open the live socket', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let cookie: string;
  const host = '127.0.0.1:8080';
  beforeAll(async () => {
    store = await sqliteTestStore();
    let config: Config;
    ({ app, config } = await buildTestApp(store, { PANTAU_PUBLIC_URL: 'https://pantau.example' }));
    cookie = await sessionFor(store, config, 'superAdmin', 'kepala');
    await app.inject({
      method: 'POST',
      url: '/api/api-users',
      headers: writeHeaders(cookie),
      payload: { username: 'bmkg' },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const rotate = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/api-users/1/token',
      headers: { host, cookie, 'content-type': 'application/json', ...headers },
    });

  it('refuses a write from another origin (another port of the same host too)', async () => {
    const variants: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:9999' },
      { origin: 'http://127.0.0.1:9999', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of variants) {
      const res = await rotate(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    }
  });

  // The router decodes and the guards must see what it routes: each spelling of a guarded
  // path from a foreign page is refused, none reaches the handler (the token unchanged).
  const SPELLINGS = [
    '/%61pi/api-users/1/token',
    '/ap%69/api-users/1/token',
    '/%2561pi/api-users/1/token',
    '//api/api-users/1/token',
    '/api//api-users/1/token',
    '/x/../api/api-users/1/token',
    '/api/./api-users/1/token',
    '/API/api-users/1/token',
    '/api/api-users/1/token/',
    '/api/api-users/1/token?x=/a',
  ];

  it('refuses a foreign write whatever the spelling of its path', async () => {
    const masked = async () =>
      (await app.inject({ method: 'GET', url: '/api/api-users', headers: { cookie } })).json<{
        apiUsers: { maskedToken: string }[];
      }>().apiUsers[0]?.maskedToken;
    const before = await masked();
    for (const url of SPELLINGS) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { host, cookie, 'content-type': 'text/plain', origin: 'http://127.0.0.1:9999' },
        payload: '{}',
      });
      // Refused (403), or never a route at all (404): the handler never ran.
      expect([403, 404], url).toContain(res.statusCode);
      const plain = await app.inject({
        method: 'POST',
        url,
        headers: { host, cookie, 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect([415, 404], url).toContain(plain.statusCode);
    }
    expect(await masked()).toBe(before);
    const routed = await app.inject({
      method: 'POST',
      url: '/%61pi/api-users/1/token',
      headers: {
        host,
        cookie,
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:9999',
      },
    });
    expect(routed.statusCode).toBe(403);
    expect(routed.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it('marks every API answer no-store whatever the spelling of its path', async () => {
    for (const url of ['/%61pi/api-users', '/ap%69/api-users', '/api//api-users']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode === 200) expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const res = await app.inject({ method: 'GET', url: '/%61pi/api-users', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets the app’s own pages, PANTAU_PUBLIC_URL and header-less clients write', async () => {
    const variants: Record<string, string>[] = [
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://pantau.example' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of variants) {
      expect((await rotate(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('refuses a text/plain form post and a bodiless write without JSON (415)', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/api-users/1/token',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '{"x":1}',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const bare = await app.inject({
      method: 'DELETE',
      url: '/api/api-users/1',
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(415);
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(form.statusCode).toBe(415);
    // JSON with no body is a bodiless write.
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: writeHeaders(),
    });
    expect(out.statusCode).toBe(200);
  });

  it('refuses a cross-origin WebSocket upgrade of /api/live; the own origin is upgraded', async () => {
    const { app: live } = await buildTestApp(store);
    const address = await live.listen({ host: '127.0.0.1', port: 0 });
    const open = (origin: string, path = '/api/live') =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${address.replace('http', 'ws')}${path}`, {
          headers: { cookie, origin },
        });
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.once('error', () => resolve(-1));
      });
    try {
      expect(await open('http://127.0.0.1:1')).toBe(403);
      expect(await open('https://evil.example')).toBe(403);
      for (const path of [
        '/%61pi/live',
        '/ap%69/live',
        '//api/live',
        '/api/./live',
        '/x/../api/live',
      ])
        expect([403, 404], path).toContain(await open('http://127.0.0.1:1', path));
      expect(await open('http://127.0.0.1:1', '/%61pi/live')).toBe(403);
      expect(await open(address)).toBe(101);
    } finally {
      await live.close();
    }
  });
});

describe('passwords and usernames', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let config: Config;
  beforeAll(async () => {
    store = await sqliteTestStore();
    await addUser(store, 'petugas', 'jangkar-biru-77');
    ({ app, config } = await buildTestApp(store, { PANTAU_LOGIN_RATE_MAX: '1000' }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const register = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Sari', lastName: 'Dewi', username, password },
    });

  it('refuses weak passwords with a message naming the field', async () => {
    const cases: [string, string][] = [
      ['password', 'password is one of the most common passwords; please choose another'],
      ['12345678', 'password is one of the most common passwords; please choose another'],
      ['        ', 'password may not be only spaces'],
      ['SARI_new', 'password may not be the username'],
      ['short', 'password must be at least 8 characters'],
      ['x'.repeat(129), 'password may not be greater than 128 characters'],
      ...['pantau123', 'abcdefgh', 'asdfghjk1', 'jakarta123', 'sari_new99', 'Admin1234'].map(
        (p): [string, string] => [
          p,
          'password is too easy to guess (a common word, name or sequence with a few digits); please choose a longer one',
        ],
      ),
    ];
    for (const [password, message] of cases) {
      const res = await register('sari_new', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ code: 'VALIDATION', field: 'password', message });
    }
    // A passphrase longer than the old 10/20 limits is welcome.
    const phrase = 'kapal layar berlayar ke pelabuhan benoa saat fajar';
    expect((await register('sari_new', phrase)).statusCode).toBe(201);
  });

  it('refuses a look-alike username and signs in in any case', async () => {
    const res = await register('PETUGAS', 'jangkar-merah-88');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REGISTER_USERNAME_USED', field: 'username' });
    expect((await login(app, 'Petugas', 'jangkar-biru-77', '10.50.0.1')).statusCode).toBe(200);
  });

  it('refuses control characters and direction overrides in names and notes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Sa\u202eri',
        lastName: 'Dewi',
        username: 'sari2',
        password: 'kapal-layar-1',
      },
    });
    expect(res.json()).toMatchObject({
      field: 'firstName',
      message: 'first name may not contain control characters or text-direction overrides',
    });
    const blank = await register('   ', 'kapal-layar-1');
    expect(blank.json()).toMatchObject({ field: 'username', message: 'username can not be empty' });
    const cookie = await sessionFor(store, config, 'lps');
    const note = (notes: string) =>
      app.inject({
        method: 'POST',
        url: '/api/vessels/525000001/notes',
        headers: writeHeaders(cookie),
        payload: { notes },
      });
    expect((await note('tab\tand\r\nnew line')).statusCode).toBe(201);
    const bidi = await note('harmless \u2066evil\u2069');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json()).toMatchObject({ field: 'notes' });
    expect((await note('bell\u0007')).statusCode).toBe(400);
  });
});

describe('small ones', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    store = await sqliteTestStore();
    let config: Config;
    ({ app, config } = await buildTestApp(store));
    cookie = await sessionFor(store, config, 'superAdmin', 'kepala');
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  it('takes ids as digits only', async () => {
    for (const id of ['0x10', '%201', '+1', '1e1', '1.0', '-1', '0']) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/users/${id}`,
        headers: writeHeaders(cookie),
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json<{ field: string }>().field, id).toBe('id');
    }
    const mmsi = await app.inject({ url: '/api/vessels/0x10/notes', headers: { cookie } });
    expect(mmsi.json()).toMatchObject({ code: 'VALIDATION', field: 'mmsi' });
    const track = await app.inject({
      url: '/api/vessels/525000001/track?from=0x10',
      headers: { cookie },
    });
    expect(track.json()).toMatchObject({ code: 'VALIDATION', field: 'from' });
  });

  it('ignores a Basic Authorization header beside the session cookie', async () => {
    const res = await app.inject({
      url: '/api/auth/me',
      headers: { cookie, authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('shows anonymous callers the health status only', async () => {
    const res = await app.inject('/api/health');
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toMatch(/version|uptime|sqlite|memory/);
  });

  it('answers API JSON with Cache-Control: no-store', async () => {
    const res = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a day that does not exist, naming day', async () => {
    for (const day of ['2026-13-45', '2026-02-30', '2026-1-01']) {
      const res = await app.inject({ url: `/api/audit?day=${day}`, headers: { cookie } });
      expect(res.statusCode, day).toBe(400);
      expect(res.json<{ field: string }>().field).toBe('day');
    }
    expect(
      (await app.inject({ url: '/api/audit?day=2024-02-29', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('files and sessions', () => {
  it('keeps the data folder 0700 and the database with its WAL and SHM 0600', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-modes-'));
    const dataDir = join(dir, 'data');
    const store = openStore(`sqlite:${join(dataDir, 'pantau.db')}`);
    try {
      await prepareStore(store, { adminPassword: 'laut-biru-2026', dataDir }, NO_LOG);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const f of ['pantau.db', 'pantau.db-wal', 'pantau.db-shm']) {
        expect(statSync(join(dataDir, f)).mode & 0o777, f).toBe(0o600);
      }
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the start with the data folder’s path and the reason when it cannot be written or is full', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-datadir-'));
    try {
      writeFileSync(join(dir, 'a-file'), 'x');
      const dataDir = join(dir, 'a-file', 'data');
      const run = spawnSync(process.execPath, [MAIN], {
        env: { ...process.env, PANTAU_DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(
        `The data folder ${dataDir} cannot be written (ENOTDIR: a part of the path is a file, not a folder)`,
      );
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
      // Full: under the minimum free, the start stops too (the free space read is given here).
      expect(() => checkDataDir(join(dir, 'ok'), () => 10 * 1024 * 1024)).toThrow(
        `The data folder ${join(dir, 'ok')} has 10 MB free, under the ${DATA_DIR_MIN_FREE_MB} MB`,
      );
      expect(() => checkDataDir(join(dir, 'ok'))).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('removes the first admin’s password file once admin changes the password', async () => {
    const store = await sqliteTestStore();
    const dataDir = mkdtempSync(join(tmpdir(), 'pantau-admin-'));
    await prepareStore(store, { adminPassword: undefined, dataDir }, NO_LOG);
    const file = join(dataDir, INITIAL_ADMIN_FILE);
    const first = readFileSync(file, 'utf8').trim();
    const { app } = await buildTestApp(store, { PANTAU_DATA_DIR: dataDir });
    try {
      const res = await login(app, 'admin', first, '127.0.0.1');
      const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
      const change = await app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: writeHeaders(cookie),
        payload: { oldPassword: first, newPassword: 'dermaga-sunyi-2026' },
      });
      expect(change.statusCode).toBe(200);
      expect(existsSync(file)).toBe(false);
    } finally {
      await app.close();
      await store.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('purges ended sessions when the app starts (and on a timer after)', async () => {
    const store = await sqliteTestStore();
    await addUser(store, 'lama', 'sesi-lama-123');
    await store.db
      .insertInto('sessions')
      .values({
        id: 'ended',
        user_id: 1,
        created_at: 0,
        last_seen_at: 0,
        expires_at: 1,
        ip: null,
        user_agent: null,
        id_token: null,
      })
      .execute();
    const { app } = await buildTestApp(store);
    try {
      const left = await store.db.selectFrom('sessions').select('id').execute();
      expect(left).toEqual([]);
    } finally {
      await app.close();
      await store.dispose();
    }
  });
});
