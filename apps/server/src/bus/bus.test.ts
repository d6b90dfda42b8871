import { describe, expect, it } from 'vitest';
import { MemoryBus, NatsBus, openBus } from './bus.ts';

const NATS_URL = process.env.PANTAU_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

async function natsReachable(): Promise<boolean> {
  try {
    const bus = await NatsBus.connect(NATS_URL);
    await bus.close();
    return true;
  } catch {
    process.stderr.write(
      `\n!!! NATS at ${NATS_URL} is not reachable: the NATS bus test is SKIPPED\n\n`,
    );
    return false;
  }
}

const waitFor = (p: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const t = setInterval(() => {
      if (p()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > 5000) {
        clearInterval(t);
        reject(new Error('timed out'));
      }
    }, 5);
  });

describe('memory bus', () => {
  it('delivers to subscribers of the subject until they unsubscribe', async () => {
    const bus = await openBus('memory');
    expect(bus).toBeInstanceOf(MemoryBus);
    const got: string[] = [];
    const off = bus.subscribe('a', (d) => got.push(new TextDecoder().decode(d)));
    bus.subscribe('b', () => got.push('wrong subject'));
    bus.publish('a', new TextEncoder().encode('one'));
    off();
    bus.publish('a', new TextEncoder().encode('two'));
    expect(got).toEqual(['one']);
    expect(bus.health().ok).toBe(true);
    await bus.close();
  });
});

describe.runIf(await natsReachable())('nats bus', () => {
  it('round-trips a message through the NATS server and reports health', async () => {
    const bus = await openBus(NATS_URL);
    expect(bus.kind).toBe('nats');
    const subject = `pantau.test.${Math.random().toString(36).slice(2)}`;
    const got: number[] = [];
    bus.subscribe(subject, (d) => got.push(d[0] ?? -1));
    bus.publish(subject, Uint8Array.of(42));
    await waitFor(() => got.length === 1);
    expect(got).toEqual([42]);
    expect(bus.health().ok).toBe(true);
    await bus.close();
    expect(bus.health()).toEqual({ ok: false, detail: 'closed' });
  });
});
