import { randomBytes } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { afterAll, describe, expect, it } from 'vitest';
import { NatsBus } from '../../bus/bus.ts';
import { encodeBatch, messageId, type StreamBatch } from '../../scale/codec.ts';
import { ensureStream, streamNames } from '../../scale/stream.ts';
import { NATS_URL, natsReachable, until } from '../../testing/cluster.ts';
import { pos } from '../../testing/vessel-events.ts';
import { HistoryConsumer } from './history-consumer.ts';
import type { HistoryRepo, PositionRow } from './history.repo.ts';

const available = await natsReachable();

/** A repository that fails every write while `down` (PostgreSQL away), else keeps the rows. */
class FlakyRepo {
  down = true;
  attempts = 0;
  readonly stored = new Set<string>();
  write(positions: readonly PositionRow[]): Promise<void> {
    this.attempts++;
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    for (const p of positions) this.stored.add(`${p.mmsi}|${p.t}|${p.source}`);
    return Promise.resolve();
  }
}

describe.runIf(available)('history consumer: PostgreSQL down', () => {
  const prefix = `h${randomBytes(5).toString('hex')}`;
  const names = streamNames(prefix);
  let bus: NatsBus | undefined;
  let consumer: HistoryConsumer | undefined;

  afterAll(async () => {
    await consumer?.stop();
    if (bus) {
      const jsm = await jetstreamManager(await bus.ready);
      await jsm.streams.delete(names.stream).catch(() => undefined);
      await bus.close();
    }
  });

  it('acknowledges nothing while writes fail, then writes every batch and acknowledges it', async () => {
    bus = await NatsBus.connect(NATS_URL);
    const nc = await bus.ready;
    const jsm = await ensureStream(nc, {
      prefix,
      batchMs: 50,
      bufferEvents: 1000,
      replayMs: 60_000,
      maxAgeMs: 3_600_000,
      maxBytes: 64 * 1024 * 1024,
    });
    const js = jetstream(nc);
    const keys: string[] = [];
    for (let s = 1; s <= 5; s++) {
      const e = Array.from({ length: 20 }, (_, k) => pos(525_000_000 + k, 1_000 * s, 106, -6));
      for (const p of e) keys.push(`${p.mmsi}|${p.t}|${p.source}`);
      const b: StreamBatch = { v: 1, i: 'test', s, t: Date.now(), e: e.map((x) => ['e', x]) };
      await js.publish(names.events, encodeBatch(b), { msgID: messageId(b) });
    }
    const repo = new FlakyRepo();
    const log = { info: () => undefined, warn: () => undefined };
    consumer = new HistoryConsumer({
      bus,
      stream: names.stream,
      durable: names.historyConsumer,
      repo: repo as unknown as HistoryRepo,
      log,
    });
    consumer.start();
    const c = consumer;
    const acked = async () =>
      (await jsm.consumers.info(names.stream, names.historyConsumer)).ack_floor.stream_seq;

    // Down: the write fails, health says why, and the stream has nothing acknowledged.
    await until(
      () => c.writeErrors >= 2,
      20_000,
      () => 'two failed writes',
    );
    expect(c.lastError).toMatch(/^database: connect ECONNREFUSED/);
    expect(await acked()).toBe(0);
    expect(repo.stored.size).toBe(0);

    // Back: the batches come again, are written once each and acknowledged.
    repo.down = false;
    await until(
      async () => repo.stored.size === keys.length && (await acked()) === 5,
      20_000,
      () => `every batch written and acknowledged (${repo.stored.size} of ${keys.length})`,
    );
    expect(c.lastError).toBeNull();
    expect(c.redelivered).toBeGreaterThan(0);
    expect(c.written).toBe(keys.length);
  }, 45_000);
});
