import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider } from '@pantau/server/testing/oidc-provider.ts';
import {
  apiCall,
  apiSession,
  freePort,
  launchBrowser,
  logIn,
  newPage,
  pageErrors,
  readCoords,
  screenshot,
  startServer,
  type Server,
} from './harness.ts';

/**
 * The Identity and access journeys: registration and activation, user management, the
 * profile's change password, single sign-on against a real OpenID Connect provider, demo
 * mode, MANAGE API and User Logs. One server (with SSO and a demo password) serves them all;
 * each journey uses its own browser context and its own users.
 */

const DEMO_PASSWORD = 'demo-password-42';
const SSO_CLIENT = { clientId: 'pantau-web', clientSecret: 'e2e-client-secret' };

let server: Server;
let browser: Browser;
let provider: Awaited<ReturnType<typeof startTestProvider>>;

beforeAll(async () => {
  // The provider must know the server's address before either starts.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  provider = await startTestProvider({
    ...SSO_CLIENT,
    redirectUri: `${base}/auth-login`,
    postLogoutRedirectUri: `${base}/login`,
    accounts: {
      rina: { preferred_username: 'rina', name: 'Rina Lestari', groups: ['pantau-admins'] },
    },
  });
  server = await startServer({
    port,
    env: {
      PANTAU_PUBLIC_URL: base,
      PANTAU_OIDC_ISSUER: provider.issuer,
      PANTAU_OIDC_CLIENT_ID: SSO_CLIENT.clientId,
      PANTAU_OIDC_CLIENT_SECRET: SSO_CLIENT.clientSecret,
      PANTAU_OIDC_ROLE_MAP: JSON.stringify({ 'pantau-admins': 'admin' }),
      PANTAU_DEMO_PASSWORD: DEMO_PASSWORD,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

async function reachMap(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-testid="map"][data-land="loaded"] canvas.maplibregl-canvas').waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function adminOpens(page: Page, rail: string): Promise<void> {
  await logIn(page, 'admin', server.adminPassword);
  await reachMap(page);
  await page.getByTestId(`rail-${rail}`).click();
}

/** Picks `option` in the Mantine Select behind `testId`. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('registration and user management', () => {
  it('registers, a superAdmin activates the account, and the new user reaches the map', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Daftar Login' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('heading', { name: 'Daftar Login' }).waitFor();

    // The contract's rules give instant feedback, before any request.
    await page.getByTestId('register-username').fill('sari/dewi');
    await page.getByText('username sari/dewi does not match ^[A-Za-z0-9_-]+$').waitFor();
    await page.getByTestId('register-firstName').fill('Sarilestari');
    await page.getByText('first name may not be greater than 10 characters').waitFor();
    await page.getByTestId('register-submit').click();
    await page.getByText('last name can not be empty').waitFor();
    await screenshot(page, 'register-errors');

    await page.getByTestId('register-firstName').fill('Sari');
    await page.getByTestId('register-lastName').fill('Dewi');
    await page.getByTestId('register-username').fill('admin');
    await page.getByTestId('register-password').fill('rahasia99');
    await page.getByTestId('register-submit').click();
    await page.getByText('Username Has Already Been Used').waitFor();
    await page.getByTestId('register-username').fill('saridewi');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(/Registration successful/).waitFor();

    // Not active yet: the server refuses the login.
    await logIn(page, 'saridewi', 'rahasia99');
    await page
      .getByRole('alert')
      .or(page.getByText(/incorrect|wrong/i))
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // A superAdmin finds the inactive account and activates it.
    await adminOpens(page, 'userManagement');
    const panel = page.getByTestId('user-management');
    await panel.waitFor();
    await panel.getByLabel('Search users').fill('sari');
    const row = panel.locator('[data-testid="user-row"][data-username="saridewi"]');
    await row.getByText('Inactive').waitFor();
    await expect.poll(() => panel.getByTestId('user-row').count()).toBe(1);
    await screenshot(page, 'user-management-inactive');
    await row.getByRole('button', { name: 'Edit saridewi' }).click();
    const form = page.getByRole('form', { name: 'Edit user' });
    await form.waitFor();
    // A registered account opens at the national view until an administrator places it
    // (server: users.service register); the administrator picks a centre here.
    await form.getByTestId('user-pick-center').click();
    await page.getByTestId('center-picker-map').locator('canvas').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'user-center-picker');
    await page.getByRole('button', { name: 'Use this view' }).click();
    await form.getByTestId('user-active').check();
    await form.getByTestId('user-save').click();
    await row.getByText('Active', { exact: true }).waitFor();
    await logOut(page);

    await logIn(page, 'saridewi', 'rahasia99');
    await reachMap(page);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Sari Dewi');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('adds a disnav user for Benoa, whose map opens at Benoa at zoom 8', async () => {
    const page = await newPage(browser, server.baseUrl);
    await adminOpens(page, 'userManagement');
    await page.getByTestId('user-add').click();
    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByTestId('user-firstName').fill('Made');
    await form.getByTestId('user-lastName').fill('Wirawan');
    await form.getByTestId('user-username').fill('admin');
    await form.getByTestId('user-password').fill('benoa-2026');
    await choose(page, 'user-role', 'disnav');
    await form.getByTestId('user-save').click();
    await form.getByText('For Disnav, Port Code is Required').waitFor();
    await choose(page, 'user-port', 'Benoa (IDBOA)');
    await screenshot(page, 'user-add-disnav');
    await form.getByTestId('user-save').click();
    await form.getByText('Username taken, please use another').waitFor();
    await form.getByTestId('user-username').fill('made_boa');
    await form.getByTestId('user-save').click();
    await page.getByText('made_boa added').waitFor();
    const row = page.locator('[data-testid="user-row"][data-username="made_boa"]');
    await row.getByText('IDBOA').waitFor();
    await logOut(page);

    await logIn(page, 'made_boa', 'benoa-2026');
    await reachMap(page);
    // Before the pointer moves, the readout shows where the map opened: Benoa.
    expect(await readCoords(page)).toMatch(/^8°45'0\.\d{3}" LS 115°13'0\.\d{3}" BT$/);
    const me = JSON.parse(
      await page.evaluate(async () => (await fetch('/api/auth/me')).text()),
    ) as {
      user: { role: string; options: { zoom: number; portCode: string } };
    };
    expect(me.user).toMatchObject({ role: 'disnav', options: { zoom: 8, portCode: 'IDBOA' } });
    await screenshot(page, 'map-disnav-benoa');
    await page.context().close();
  });
});

describe('profile', () => {
  it('changes the password after confirming, then signs in with the new one', async () => {
    const admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    await apiCall(server.baseUrl, admin, 'POST', '/api/users', {
      firstName: 'Putu',
      lastName: 'Ayu',
      username: 'putu',
      password: 'old-secret-1',
      role: 'lps',
      center: [115.2, -8.7],
      zoom: 9,
    });
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'putu', 'old-secret-1');
    await reachMap(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-profile').click();
    const profile = page.getByTestId('profile');
    await profile.waitFor();

    // The same password twice: the form says so and Submit is disabled.
    await profile.getByTestId('profile-old-password').fill('old-secret-1');
    await profile.getByTestId('profile-new-password').fill('old-secret-1');
    await profile.getByText('you used the same password').waitFor();
    expect(await profile.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);

    // A wrong old password: the server's message under the field.
    await profile.getByTestId('profile-old-password').fill('not-my-password');
    await profile.getByTestId('profile-new-password').fill('new-secret-2');
    await profile.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Are you sure? You can't undo this action").waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await profile.getByText('old password did not match').waitFor();

    await profile.getByTestId('profile-old-password').fill('old-secret-1');
    await profile.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Are you sure? You can't undo this action").waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in
    await screenshot(page, 'profile-confirm');
    await page.getByRole('button', { name: 'Yes' }).click();
    await profile.getByText('Password Changed Successfully').waitFor();
    await logOut(page);

    await logIn(page, 'putu', 'old-secret-1');
    await page.getByText('Username or password is wrong, please try again').waitFor();
    await logIn(page, 'putu', 'new-secret-2');
    await reachMap(page);
    await page.context().close();
  });
});

describe('single sign-on', () => {
  it('signs in at the provider, lands on the map, and Keluar ends the provider session', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'login SSO' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill('rina');
    await page.locator('input[name="password"]').fill('any');
    await screenshot(page, 'sso-provider-login');
    await page.locator('button[type="submit"]').first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await reachMap(page);
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Rina Lestari');
    await screenshot(page, 'sso-map');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('button[autofocus], button[type="submit"]').first().click();
    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/login');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('sends the old callback path on to /auth-login and reports a refused sign-in', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/app/ssodjpl/callback?error=access_denied&state=x');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('alert').waitFor();
    await page.context().close();
  });
});

describe('demo mode', () => {
  it('opens after 10 clicks on the username icon and needs the right password', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/login');
    const icon = page.getByTestId('login-username-icon');
    for (let i = 0; i < 10; i++) await icon.click();
    await page.getByTestId('demo-dialog').waitFor();
    await page.getByText('Enter the Demo Mode?').waitFor();
    await page
      .getByRole('dialog')
      .getByLabel('Password', { exact: true })
      .fill('not-the-demo-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Wrong Password').waitFor();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Marine traffic surveillance' }).waitFor();
    expect(await page.getByTestId('login-logo').count()).toBe(0);
    await screenshot(page, 'login-demo');

    // Kept for the browser session; the map's rail shows no logo either.
    await logIn(page, 'admin', server.adminPassword);
    await reachMap(page);
    expect(await page.getByTestId('rail-logo').count()).toBe(0);
    await logOut(page);
    await page.getByRole('heading', { name: 'Marine traffic surveillance' }).waitFor();

    // 'Exit the Demo Mode?' turns it off without a password.
    for (let i = 0; i < 10; i++) await icon.click();
    await page.getByText('Exit the Demo Mode?').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('heading', { name: 'Indonesian integrated monitoring system on navigation' })
      .waitFor();
    await page.context().close();
  });
});

describe('administration', () => {
  it('adds an API user in MANAGE API and shows its token once', async () => {
    const page = await newPage(browser, server.baseUrl);
    await adminOpens(page, 'manageApi');
    const panel = page.getByTestId('api-users');
    await panel.waitFor();
    await panel.getByTestId('api-user-add').click();
    await page.getByTestId('api-user-username').fill('bmkg-feed');
    await page.getByRole('button', { name: 'Save' }).click();
    const token = page.getByTestId('api-token');
    await token.waitFor();
    await page.getByText('new api user successfully uploaded').waitFor();
    const value = (await token.textContent()) ?? '';
    expect(value).toMatch(/^pantau_/);
    await page.waitForTimeout(300); // the dialog's fade-in
    await screenshot(page, 'api-user-token');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const row = panel.getByTestId('api-user-row').filter({ hasText: 'bmkg-feed' });
    await row.waitFor();
    expect(await row.textContent()).not.toContain(value);
    expect(await page.getByText(value).count()).toBe(0);

    await panel.getByTestId('api-user-add').click();
    await page.getByTestId('api-user-username').fill('bmkg-feed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('username has already been used').waitFor();
    await page.context().close();
  });

  it('a page on another port cannot rotate a token or open the live socket, however it spells the path', async () => {
    const cookie = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    const made = (await apiCall(server.baseUrl, cookie, 'POST', '/api/api-users', {
      username: 'csrf-target',
    })) as { apiUser: { id: number } };
    const id = made.apiUser.id;
    const masked = async () =>
      (
        (await apiCall(server.baseUrl, cookie, 'GET', '/api/api-users')) as {
          apiUsers: { id: number; maskedToken: string }[];
        }
      ).apiUsers.find((u) => u.id === id)?.maskedToken;
    const before = await masked();
    // The foreign page: same host, another port (same-site, so the session cookie goes along).
    const foreign = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>elsewhere</title>');
    });
    await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
    const page = await newPage(browser, server.baseUrl);
    try {
      await logIn(page, 'admin', server.adminPassword);
      await reachMap(page);
      await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
      const target = server.baseUrl;
      const spellings = ['/api', '/%61pi', '/ap%69', '//api', '/x/../api', '/api/.'];
      const outcome = await page.evaluate(
        async ({ target, spellings, id }) => {
          const sockets: string[] = [];
          for (const prefix of spellings) {
            // A text/plain form post and a no-cors multipart post, as a forging page sends them.
            await fetch(`${target}${prefix}/api-users/${id}/token`, {
              method: 'POST',
              mode: 'no-cors',
              credentials: 'include',
              headers: { 'content-type': 'text/plain' },
              body: '{}',
            }).catch(() => undefined);
            const form = new FormData();
            form.append('file', new Blob(['x']), 'x.csv');
            await fetch(`${target}${prefix}/api-users/${id}/token`, {
              method: 'POST',
              mode: 'no-cors',
              credentials: 'include',
              body: form,
            }).catch(() => undefined);
            sockets.push(
              await new Promise<string>((resolve) => {
                const ws = new WebSocket(`${target.replace('http', 'ws')}${prefix}/live`);
                ws.onopen = () => {
                  ws.close();
                  resolve(`${prefix} opened`);
                };
                ws.onerror = () => resolve(`${prefix} refused`);
              }),
            );
          }
          return sockets;
        },
        { target, spellings, id },
      );
      expect(outcome).toEqual(spellings.map((p) => `${p} refused`));
      expect(await masked()).toBe(before);
    } finally {
      await page.context().close();
      foreign.close();
    }
  });

  it("shows today's User Logs with the admin's POST /api/users in words, in UTC+7", async () => {
    const admin = await apiSession(server.baseUrl, 'admin', server.adminPassword);
    await apiCall(server.baseUrl, admin, 'POST', '/api/users', {
      firstName: 'Logged',
      lastName: 'Person',
      username: 'logged1',
      password: 'logged-pass-1',
      role: 'visitor',
      center: [110, -7],
      zoom: 7,
    });
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'admin', server.adminPassword);
    await reachMap(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-userLogs').click();
    const log = page.getByTestId('audit-log');
    await log.waitFor();
    const row = log.getByTestId('audit-row').filter({ hasText: 'POST /api/users' }).first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/admin/);
    expect(await row.textContent()).toMatch(/\d{2}:\d{2}:\d{2} \d{2}-\d{2}-\d{4}/);
    // The person's action in words, with what it was about, beside the request.
    expect(await row.getByTestId('audit-words').textContent()).toBe("Added user 'logged1'");
    const signIn = log.getByTestId('audit-row').filter({ hasText: 'POST /api/auth/login' });
    expect(await signIn.first().getByTestId('audit-words').textContent()).toBe('Signed in');
    // Searching narrows the day to matching entries.
    await log.getByLabel('Search').fill('POST /api/users');
    await expect
      .poll(async () =>
        (await log.getByTestId('audit-row').allTextContents()).every((t) =>
          t.includes('POST /api/users'),
        ),
      )
      .toBe(true);
    await screenshot(page, 'user-logs');
    await page.context().close();
  });
});
