import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed } from 'vitest';
import { freePort } from '@pantau/server/testing/free-port.ts';

/**
 * Browser-test harness: the real Pantau server on a free port with a fresh SQLite database
 * in a temp dir, serving the built web app (run `npm run build -w @pantau/web` first), and
 * Debian's Chromium driven by playwright-core with software WebGL (see CHROMIUM.md).
 */

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const ARTIFACTS = join(REPO_ROOT, 'test-artifacts', 'e2e');
/** The AIS and geographic test data beside the repository (never copied into it). */
export const SHARED_DATA = join(REPO_ROOT, '..', 'shared', 'data');

/** A file of the shared test data, or null, said loudly: `who` is skipped without it. */
export function sharedData(relative: string, who: string): string | null {
  const path = join(SHARED_DATA, relative);
  if (existsSync(path)) return path;
  // eslint-disable-next-line no-console
  console.warn(`\n*** ${who} SKIPPED: the test data ${path} is missing ***\n`);
  return null;
}

const CHROMIUM = process.env['PANTAU_CHROMIUM'] ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

export interface Server {
  baseUrl: string;
  adminPassword: string;
  /** What the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** A free loopback port, to know a server's address before it starts (SSO redirects). */
export { freePort };

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within 60 s:\n${output()}`);
}

export interface ServerOptions {
  /** The port to listen on (see `freePort`); a free one when absent. */
  port?: number;
  /** More environment (SSO, demo password). */
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<Server> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'pantau-e2e-'));
  const adminPassword = randomBytes(18).toString('base64url');
  const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PANTAU_DB: `sqlite:${join(dir, 'pantau.db')}`,
      PANTAU_DATA_DIR: dir,
      PANTAU_ADMIN_PASSWORD: adminPassword,
      PANTAU_WEB_DIST: join(REPO_ROOT, 'apps/web/dist'),
      NODE_ENV: 'production',
      // Every journey signs in from 127.0.0.1 within the same minute; the login rate limit
      // itself is tested in the server's suite.
      PANTAU_LOGIN_RATE_MAX: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminPassword, output, stop };
}

/** What the pointer readout says (SPEC §2 'pointer coordinates'). */
export async function readCoords(page: Page): Promise<string> {
  return (await page.getByTestId('pointer-coords').textContent()) ?? '';
}

/**
 * Moves the pointer to (x, y) and reads the readout once it shows that very point: it draws
 * once a frame, and a frame drawn in software on a loaded machine can take longer than any
 * fixed wait (a reading one pixel short made two readings of one view disagree).
 */
export async function coordsAt(page: Page, x: number, y: number): Promise<string> {
  const readout = page.getByTestId('pointer-coords');
  // A reading of these moves, not one left from an earlier visit to the same point.
  const before = Number((await readout.getAttribute('data-moves')) ?? 0);
  await page.mouse.move(x - 3, y - 3);
  await page.mouse.move(x, y, { steps: 3 });
  // Within a pixel: a centre point may be fractional where the event's is whole.
  await page.waitForFunction(
    ([px, py, seen]) => {
      const el = document.querySelector('[data-testid="pointer-coords"]');
      const [cx, cy] = (el?.getAttribute('data-client') ?? '').split(',').map(Number);
      return (
        Number(el?.getAttribute('data-moves') ?? 0) > seen &&
        cx !== undefined &&
        cy !== undefined &&
        Math.abs(cx - px) < 1 &&
        Math.abs(cy - py) < 1
      );
    },
    [x, y, before] as const,
    { timeout: 10_000, polling: 50 },
  );
  return readCoords(page);
}

/**
 * The pointer readout once the map has stopped moving (a flight or a zoom still under way on
 * a loaded machine): two readings 400 ms apart agree.
 */
export async function settledCoordsAt(page: Page, x: number, y: number): Promise<string> {
  const until = Date.now() + 15_000;
  // A flight drawn in software can take longer per frame than the readings below are apart:
  // first the map itself must say it has stopped.
  await page.waitForFunction(
    () => {
      const map = (window as { __pantauMap?: { isMoving(): boolean } }).__pantauMap;
      return map !== undefined && !map.isMoving();
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  let last = await coordsAt(page, x, y);
  while (Date.now() < until) {
    await page.waitForTimeout(400);
    const now = await coordsAt(page, x, y);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`the map did not settle: still moving at ${last}`);
}

/** The NMEA lines of a capture (sentences and tag-blocked ones; comments left out). */
export function nmeaLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.startsWith('!') || line.startsWith('$') || line.startsWith('\\'));
}

export interface NmeaFeed {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

/** A feed like an AIS base station's: NMEA lines over TCP, 20 every 200 ms, round and round. */
export async function startNmeaFeed(lines: readonly string[]): Promise<NmeaFeed> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let next = 0;
    const timer = setInterval(() => {
      const batch: string[] = [];
      for (let i = 0; i < 20; i++) batch.push(lines[next++ % lines.length] ?? '');
      socket.write(`${batch.join('\r\n')}\r\n`);
    }, 200);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface FedServer {
  feed: NmeaFeed;
  server: Server;
  browser: Browser;
}

/**
 * For a test file: a TCP feed of the NMEA capture `file`, a server and a browser, started
 * before its tests and stopped after (nothing when `file` is null: its tests are skipped).
 * The fields are there once `beforeAll` ran.
 */
export function fedServer(file: string | null, env: Record<string, string> = {}): FedServer {
  const ctx = {} as FedServer;
  beforeAll(async () => {
    if (file === null) return;
    ctx.feed = await startNmeaFeed(nmeaLines(file));
    ctx.server = await startServer({ env });
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
    await ctx.feed?.close();
  });
  return ctx;
}

/** Chromium with the software WebGL flags, and `extra` ones (a benchmark's gc, memory). */
export async function launchBrowser(extra: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extra] });
}

/** Uncaught errors each page threw, to assert there were none. */
export const pageErrors = new WeakMap<Page, string[]>();

/** The contexts the current test opened, by its name (see `newPage`). */
let opened: { test: string; contexts: BrowserContext[] } | undefined;

/**
 * Closes the pages an earlier test opened when a test opens its first one. A page left open
 * keeps drawing its live map (about half a core of software WebGL for one idle map here), and
 * pages of one browser share the GPU process: with two earlier pages open, a port panel's
 * search took more than 30 s to settle. Closed here rather than after each test, so that a
 * failed test's screenshot (taken after its `afterEach` hooks) still has its page.
 */
async function closeEarlierTests(test: string): Promise<void> {
  if (opened?.test === test) return;
  const earlier = opened?.contexts ?? [];
  opened = { test, contexts: [] };
  await Promise.all(earlier.map((context) => context.close()));
}

/**
 * A page of a fresh browser context, 1440×900, keeping its uncaught errors. Opened inside a
 * test, it is closed when a later test opens a page; opened before the tests, it lives as long
 * as its browser.
 */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const test = expect.getState().currentTestName;
  if (test !== undefined) await closeEarlierTests(test);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  if (test !== undefined) opened?.contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Searches in the top bar's Others mode and answers the first result of one type, shown (the
 * search waits for typing to pause, then asks the server: slower on a loaded machine).
 */
export async function searchOthers(page: Page, query: string, type: string): Promise<Locator> {
  await page.getByTestId('search-mode').getByText('Others').click();
  await page.getByTestId('search-input').fill(query);
  const result = page.locator(`[data-testid="search-result"][data-type="${type}"]`).first();
  await result.waitFor({ timeout: 20_000 });
  return result;
}

/** Opens a port's info panel by choosing it among the Others search's results by its title. */
export async function openPort(page: Page, query: string, title: string): Promise<void> {
  await searchOthers(page, query, 'Port');
  await page
    .locator('[data-testid="search-result"][data-type="Port"]')
    .filter({ hasText: title })
    .first()
    .click();
}

/** Signs in through the API (not the browser) and answers the session cookie. */
export async function apiSession(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: HTTP ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('login answered no session cookie');
  return cookie;
}

/** Calls the API as the holder of `cookie`; throws on a non-2xx answer. */
export async function apiCall(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export interface SimulatorProcess {
  port: number;
  stop: () => Promise<void>;
}

/**
 * The AIS simulator (`@pantau/sim`'s CLI) serving NMEA on a free loopback port, for a test
 * to add as a TCP source.
 */
export async function startSimulator(vessels: number, seed = 7): Promise<SimulatorProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(REPO_ROOT, 'packages/sim/src/cli.ts'),
      '--port',
      String(port),
      '--vessels',
      String(vessels),
      '--seed',
      String(seed),
    ],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`simulator exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return { port, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('simulator did not listen within 30 s');
}

/** A Pantau server with simulated traffic, a browser, and an admin session for the API. */
export interface SimulatedMap {
  server: Server;
  browser: Browser;
  /** The admin's session cookie, for API calls. */
  cookie: string;
  /** The live picture as the server's read API gives it. */
  picture: <V>() => Promise<V[]>;
  stop: () => Promise<void>;
}

/**
 * Starts the server with its built-in simulator of `vessels` ships; when the server does not
 * start one (it is off where a source is configured), runs the simulator as a TCP source.
 */
export async function startSimulatedMap(vessels: number): Promise<SimulatedMap> {
  const server = await startServer({
    env: { PANTAU_SIMULATOR: 'auto', PANTAU_SIM_VESSELS: String(vessels) },
  });
  const browser = await launchBrowser();
  const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  const picture = async <V>() =>
    ((await apiCall(server.baseUrl, cookie, 'GET', '/api/vessels?limit=50000')) as { vessels: V[] })
      .vessels;
  let sim: SimulatorProcess | undefined;
  const deadline = Date.now() + 6_000;
  while (Date.now() < deadline && (await picture()).length === 0) {
    await new Promise((r) => setTimeout(r, 500));
  }
  if ((await picture()).length === 0) {
    sim = await startSimulator(vessels);
    await apiCall(server.baseUrl, cookie, 'POST', '/api/sources', {
      name: 'e2e-sim',
      kind: 'tcp-client',
      host: '127.0.0.1',
      port: sim.port,
    });
  }
  return {
    server,
    browser,
    cookie,
    picture,
    stop: async () => {
      await browser.close();
      await server.stop();
      await sim?.stop();
    },
  };
}

/**
 * One simulated map for a whole test file: started before its tests, stopped after all (a
 * test's pages are closed when the next one opens its own, see `newPage`). Read `.sim` inside
 * a test.
 */
export function simulatedMapSuite(vessels: number): { readonly sim: SimulatedMap } {
  let sim: SimulatedMap | undefined;
  beforeAll(async () => {
    sim = await startSimulatedMap(vessels);
  });
  afterAll(async () => {
    await sim?.stop();
  });
  return {
    get sim() {
      if (!sim) throw new Error('the simulated map has not started');
      return sim;
    },
  };
}

/**
 * A page of a fresh context signed in as admin on the map, with a screenshot named
 * `{name}-failure` should the test fail.
 */
export async function adminOnMap(browser: Browser, server: Server, name: string): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  onTestFailed(async () => {
    await screenshot(page, `${name}-failure`);
  });
  await logIn(page, 'admin', server.adminPassword);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('map').waitFor();
  return page;
}

/** Adds a TCP client source reading `port` on loopback, as admin through the API. */
export async function addTcpSource(server: Server, name: string, port: number): Promise<void> {
  const admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
  await apiCall(server.baseUrl, admin, 'POST', '/api/sources', {
    name,
    kind: 'tcp-client',
    host: '127.0.0.1',
    port,
  });
}
