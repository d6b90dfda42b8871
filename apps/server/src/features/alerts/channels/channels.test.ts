import type { AlertView } from '@pantau/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestStore, type TestStore } from '../../../testing/databases.ts';
import { TelegramFixture } from '../../../testing/telegram-fixture.ts';
import { AlertSettingsRepo } from '../settings.repo.ts';
import { smtpSender } from './email.ts';
import { AlertNotifier } from './notifier.ts';
import { sendTelegram, TelegramError } from './telegram.ts';

/** A real SMTP server on loopback (nodemailer's smtp-server): the mails it was given. */
async function smtpServer() {
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as { port: number }).port;
  return { mails, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const until = async (p: () => boolean, what: string, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!p()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

let store: TestStore;
let smtp: Awaited<ReturnType<typeof smtpServer>>;
const telegram = new TelegramFixture();
let telegramUrl: string;

beforeAll(async () => {
  store = await sqliteTestStore();
  smtp = await smtpServer();
  telegramUrl = await telegram.listen();
});
afterAll(async () => {
  await smtp.close();
  await telegram.close();
  await store.dispose();
});

async function user(username: string, role: string, settings: object): Promise<number> {
  const { id } = await store.db
    .insertInto('users')
    .values({
      username,
      fullname: username,
      password_hash: 'x',
      role,
      active: 1,
      center_lon: null,
      center_lat: null,
      zoom: null,
      port_code: null,
      shared_account: 0,
      sso_subject: null,
      created_at: 0,
      updated_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await new AlertSettingsRepo(store.db).put(
    id,
    { ...AlertSettingsRepo.defaults(), ...settings },
    0,
  );
  return id;
}

const alert = (o: Partial<AlertView>): AlertView => ({
  id: 1,
  type: 'closeDistance',
  priority: 'alarm',
  status: 'open',
  mmsi: 525_001_001,
  name: 'KM BAHARI',
  callSign: 'YBAH',
  shipType: 70,
  lon: 106.9,
  lat: -5.9,
  openedAt: 1_795_000_000_000,
  updatedAt: 1_795_000_000_000,
  closedAt: null,
  ackBy: null,
  ackAt: null,
  details: { mmsi2: 525_001_002, distance: 300 },
  ...o,
});

describe('alert channels: Email through SMTP, Telegram through its Bot API', () => {
  it('sends an open alert once to each user who chose the channel and may see it', async () => {
    await user('operator', 'admin', {
      actions: ['notification', 'email', 'telegram'],
      email: 'operator@pantau.test',
      telegramChatId: '4242',
    });
    // Must not receive: a visitor may not see Close Distance (SPEC §6); a user without the trigger.
    await user('visitor1', 'visitor', { actions: ['email'], email: 'visitor@pantau.test' });
    await user('quiet', 'admin', {
      triggers: ['boundary'],
      actions: ['email'],
      email: 'quiet@pantau.test',
    });
    const settings = { apiUrl: telegramUrl, token: telegram.token, timeoutMs: 5000 };
    const mailer = smtpSender({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Pantau <pantau@pantau.test>',
      timeoutMs: 5000,
    });
    const n = new AlertNotifier({
      db: store.db,
      now: () => Date.now(),
      email: mailer.send,
      telegram: (chatId, text) => sendTelegram(settings, chatId, text),
      warn: () => undefined,
    });
    await n.load();
    n.alert(alert({}));
    // The same alert updated, and nearer: not sent again. Its close: not sent.
    n.alert(alert({ details: { mmsi2: 525_001_002, distance: 120 } }));
    n.alert(alert({ status: 'closed', closedAt: 1_795_000_060_000 }));
    await n.email.idle();
    await n.telegram.idle();
    expect(smtp.mails.map((m) => m.to)).toEqual([['operator@pantau.test']]);
    expect(smtp.mails[0]?.data).toContain('Close Distance');
    expect(smtp.mails[0]?.data).toContain('525001001');
    expect(telegram.messages.map((m) => m.chatId)).toEqual(['4242']);
    expect(telegram.messages[0]?.text).toContain('KM BAHARI (MMSI 525001001, YBAH)');
    expect(n.status().email).toMatchObject({ configured: true, sent: 1, failed: 0 });
    mailer.close();
  });

  it('retries a failing channel with backoff, says so, and never holds up the next alert', async () => {
    telegram.messages.length = 0;
    telegram.refuse.push('down', 'down');
    const settings = { apiUrl: telegramUrl, token: telegram.token, timeoutMs: 5000 };
    const n = new AlertNotifier({
      db: store.db,
      now: () => Date.now(),
      email: undefined,
      telegram: (chatId, text) => sendTelegram(settings, chatId, text),
      backoff: { baseMs: 50, maxMs: 200, attempts: 5 },
      warn: () => undefined,
    });
    await n.load();
    const started = performance.now();
    n.alert(alert({ id: 2 }));
    n.alert(alert({ id: 3, mmsi: 525_001_003 }));
    // enqueue returned at once; the first try failed and is shown with its retry.
    expect(performance.now() - started).toBeLessThan(50);
    await until(() => n.status().telegram.lastError !== null, 'the first failure');
    expect(n.status().telegram.lastError).toContain('Telegram 502: Bad Gateway');
    await n.telegram.idle();
    expect(telegram.messages.map((m) => m.text.includes('525001003'))).toEqual([false, true]);
    expect(n.status().telegram).toMatchObject({ sent: 2, failed: 0, lastError: null, pending: 0 });
    // Email is not configured here: its status says so and nothing is queued as sent.
    expect(n.status().email).toMatchObject({ configured: false, sent: 0 });
  });

  it('gives up after the last try and counts it; a wrong token is refused as Telegram says', async () => {
    const wrong = { apiUrl: telegramUrl, token: '1:wrong', timeoutMs: 5000 };
    await expect(sendTelegram(wrong, '4242', 'hello')).rejects.toThrow(
      'Telegram 401: Unauthorized',
    );
    const n = new AlertNotifier({
      db: store.db,
      now: () => Date.now(),
      email: undefined,
      telegram: (chatId, text) => sendTelegram(wrong, chatId, text),
      backoff: { baseMs: 10, maxMs: 20, attempts: 3 },
      warn: () => undefined,
    });
    await n.load();
    const before = telegram.requests;
    n.alert(alert({ id: 4 }));
    await n.telegram.idle();
    expect(telegram.requests - before).toBe(3);
    expect(n.status().telegram).toMatchObject({ sent: 0, failed: 1, pending: 0 });
  });

  it("waits as long as Telegram's retry_after asks", async () => {
    telegram.refuse.push('busy');
    const settings = { apiUrl: telegramUrl, token: telegram.token, timeoutMs: 5000 };
    const err = await sendTelegram(settings, '1', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelegramError);
    expect((err as TelegramError).retryAfterMs).toBe(1000);
  });
});
