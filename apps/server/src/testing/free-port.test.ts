import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRange, freePort } from './free-port.ts';

describe('freePort', () => {
  it('gives a port below the ephemeral range that can be bound, and different ports in turn', async () => {
    const [low] = ephemeralRange();
    const ports = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(low);
      ports.add(port);
    }
    expect(ports.size).toBeGreaterThan(10);
    const s = createServer();
    const port = await freePort();
    await new Promise<void>((r) => s.listen(port, '127.0.0.1', r));
    await new Promise<void>((r) => s.close(() => r()));
  });
});
