import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Cluster, NATS_URL, natsReachable, until } from '../testing/cluster.ts';
import { postgresReachable, TEST_PG_URL } from '../testing/databases.ts';

const available = (await natsReachable()) && (await postgresReachable());

const BUDI_PASSWORD = 'Budi-Cluster-2026!';

interface Heard {
  type: string;
  message?: { text: string; user: string; id: number };
  receipts?: { username: string; readUpTo: number }[];
}

/** A browser's live socket watching the chat: every JSON message it heard. */
function watchChat(base: string, cookie: string) {
  const heard: Heard[] = [];
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie } });
  const open = new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'watch-chat', on: true }));
      resolve();
    });
    ws.once('error', reject);
  });
  ws.on('message', (data: Buffer, binary: boolean) => {
    if (!binary) heard.push(JSON.parse(data.toString('utf8')) as Heard);
  });
  return {
    heard,
    open,
    send: (m: object) => ws.send(JSON.stringify(m)),
    close: () => ws.terminate(),
  };
}

async function login(base: string, username: string, password: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!r.ok) throw new Error(`login ${username}: ${r.status}`);
  return r.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function post(base: string, cookie: string, path: string, body: object): Promise<unknown> {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`POST ${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

describe.runIf(available)('scale-out: the group chat between API processes', () => {
  let cluster: Cluster;
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    cluster = new Cluster(TEST_PG_URL, NATS_URL);
    await cluster.createDatabase();
    await cluster.start('api-a', 'api,history');
    await cluster.healthy('api-a', 60_000);
    await cluster.start('api-b', 'api');
    await cluster.healthy('api-b', 60_000);
  }, 120_000);

  afterAll(async () => {
    for (const close of closers) close();
    await cluster?.dispose();
  });

  it("hands a line sent on one process to a member's socket on the other, and the receipt back", async () => {
    const a = cluster.node('api-a').base;
    const b = cluster.node('api-b').base;
    const admin = await cluster.login('api-a');
    await post(a, admin, '/api/users', {
      firstName: 'Budi',
      lastName: 'Santoso',
      username: 'budi',
      password: BUDI_PASSWORD,
      role: 'lps',
      center: [106.88, -6.08],
      zoom: 10,
    });
    const budi = await login(b, 'budi', BUDI_PASSWORD);
    const group = (await post(a, admin, '/api/chat/groups', {
      name: 'Across',
      usernames: ['budi'],
    })) as { id: number };

    const onA = watchChat(a, admin);
    const onB = watchChat(b, budi);
    closers.push(onA.close, onB.close);
    await Promise.all([onA.open, onB.open]);
    await new Promise((r) => setTimeout(r, 300));

    onA.send({
      type: 'chat-send',
      groupId: group.id,
      clientId: 'across-0001',
      text: 'Sent on api-a',
    });
    const line = () =>
      onB.heard.find((m) => m.type === 'chat-message' && m.message?.text === 'Sent on api-a');
    await until(
      () => line() !== undefined,
      10_000,
      () => `the line on api-b (${JSON.stringify(onB.heard)})`,
    );
    expect(line()?.message?.user).toBe('admin');
    // The sender's own process confirmed it once, not again from the bus.
    await new Promise((r) => setTimeout(r, 500));
    expect(
      onA.heard.filter((m) => m.type === 'chat-message' && m.message?.text === 'Sent on api-a'),
    ).toHaveLength(1);

    const id = line()?.message?.id ?? 0;
    onB.send({ type: 'chat-receipt', groupId: group.id, delivered: id, read: id });
    await until(
      () =>
        onA.heard.some(
          (m) =>
            m.type === 'chat-receipts' &&
            (m.receipts ?? []).some((r) => r.username === 'budi' && r.readUpTo === id),
        ),
      10_000,
      () => `budi's receipt on api-a (${JSON.stringify(onA.heard)})`,
    );
  });
});
