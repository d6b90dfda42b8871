import { createSocket } from 'node:dgram';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backoffMs, type DriverContext } from './driver.ts';
import { FileReplayDriver } from './file-replay.ts';
import { TcpClientDriver } from './tcp-client.ts';
import { TcpListenDriver } from './tcp-listen.ts';
import { UdpDriver } from './udp.ts';

function collector() {
  const chunks: string[] = [];
  let opened = 0;
  let ended = 0;
  const ctx: DriverContext = {
    open: () => {
      opened++;
      return {
        write: (c) => chunks.push(typeof c === 'string' ? c : Buffer.from(c).toString()),
        end: () => void ended++,
      };
    },
    log: { info: () => undefined, warn: () => undefined },
  };
  return { ctx, text: () => chunks.join(''), opened: () => opened, ended: () => ended };
}

async function until(p: () => boolean, ms = 8000): Promise<void> {
  const start = Date.now();
  while (!p()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const listen = (s: Server, port = 0) =>
  new Promise<number>((r) =>
    s.listen(port, '127.0.0.1', () => r((s.address() as { port: number }).port)),
  );

describe('source drivers', () => {
  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffMs(a))).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });

  it('TCP client: reads the feed, reconnects after the server drops', async () => {
    const sockets: Socket[] = [];
    const feed = createServer((s) => {
      sockets.push(s);
      s.write(`line ${sockets.length}\r\n`);
    });
    const port = await listen(feed);
    const c = collector();
    const driver = new TcpClientDriver('127.0.0.1', port, c.ctx);
    driver.start();
    await until(() => c.text().includes('line 1'));
    expect(driver.engine).toBe('connected');
    // The feed server goes away and comes back on the same port.
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => feed.close(() => r()));
    await until(() => driver.engine === 'error');
    const again = createServer((s) => {
      sockets.push(s);
      s.write(`line ${sockets.length}\r\n`);
    });
    await listen(again, port);
    await until(() => c.text().includes('line 2'));
    expect(driver.engine).toBe('connected');
    expect(c.opened()).toBeGreaterThanOrEqual(2);
    await driver.stop();
    expect(driver.engine).toBe('stopped');
    await new Promise<void>((r) => again.close(() => r()));
  });

  it('TCP listener: takes several stations at once', async () => {
    const c = collector();
    const driver = new TcpListenDriver('127.0.0.1', 0, c.ctx);
    driver.start();
    await until(() => driver.engine === 'listening');
    const a = connect(driver.port ?? 0, '127.0.0.1');
    const b = connect(driver.port ?? 0, '127.0.0.1');
    a.write('from a\n');
    b.write('from b\n');
    await until(() => c.text().includes('from a') && c.text().includes('from b'));
    expect(c.opened()).toBe(2);
    a.destroy();
    b.destroy();
    await driver.stop();
  });

  it('UDP: a datagram is a whole line', async () => {
    const c = collector();
    const driver = new UdpDriver('127.0.0.1', 0, c.ctx);
    driver.start();
    await until(() => driver.engine === 'listening');
    const sender = createSocket('udp4');
    sender.send('!AIVDM,no newline', driver.port ?? 0, '127.0.0.1');
    await until(() => c.text() === '!AIVDM,no newline\n');
    sender.close();
    await driver.stop();
  });

  it('file replay: keeps tag-block spacing divided by the speed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pantau-replay-'));
    const file = join(dir, 'capture.nmea');
    writeFileSync(file, '\\c:1700000000*00\\A\n\\c:1700000010*00\\B\nplain C\n');
    const c = collector();
    const driver = new FileReplayDriver(file, 50, c.ctx);
    const started = performance.now();
    driver.start();
    await driver.finished();
    const took = performance.now() - started;
    expect(c.text()).toBe('\\c:1700000000*00\\A\n\\c:1700000010*00\\B\nplain C\n');
    // 10 s of capture at 50× is 200 ms.
    expect(took).toBeGreaterThanOrEqual(190);
    expect(driver.engine).toBe('stopped');
    expect(driver.detail).toBe('replay finished (3 lines)');
  });

  it('file replay: a missing file is an error the operator sees', async () => {
    const c = collector();
    const driver = new FileReplayDriver('/nonexistent/capture.nmea', 1, c.ctx);
    driver.start();
    await driver.finished();
    expect(driver.engine).toBe('error');
    expect(driver.detail).toMatch(/ENOENT/);
  });
});
