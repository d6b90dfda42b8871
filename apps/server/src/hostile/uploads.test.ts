import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../testing/app.ts';
import { zipOf } from '../testing/zip-bomb.ts';
import { healthy } from './hostile.ts';

/**
 * A zip bomb sent to the registration import (issue #30): a 250 KB xlsx whose one sheet
 * inflates to 256 MB. Refused with the field and the reason, the process's memory barely
 * moved, health answering all along.
 */
describe('an upload that inflates', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let base: string;
  beforeAll(async () => {
    t = await appWithSession('admin', 'uploader');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function send(bomb: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([bomb]), 'rekap.xlsx');
    const before = process.memoryUsage().rss;
    let peak = before;
    let healthChecks = 0;
    let unhealthy = 0;
    let sending = true;
    const watch = (async () => {
      while (sending) {
        peak = Math.max(peak, process.memoryUsage().rss);
        healthChecks++;
        if (!(await healthy(base))) unhealthy++;
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${base}/api/registrations/import`, {
      method: 'POST',
      headers: { cookie: t.cookie },
      body: form,
    });
    const ms = performance.now() - started;
    const body: unknown = await res.json();
    sending = false;
    await watch;
    const rise = peak - before;
    process.stdout.write(
      `zip bomb refused in ${Math.round(ms)} ms; RSS +${Math.round(rise / 1e6)} MB; ` +
        `${healthChecks} health answers meanwhile\n`,
    );
    return { status: res.status, body, rise, healthChecks, unhealthy };
  }

  it('is refused from its headers with the field and the reason; memory and health hold', async () => {
    const bomb = zipOf([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/worksheets/sheet1.xml', Buffer.alloc(256 * 1024 * 1024, 32)],
    ]);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const r = await send(bomb);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'VALIDATION',
      field: 'file',
      message: 'file inflates to more than 100 MB',
    });
    expect(r.rise).toBeLessThan(100 * 1024 * 1024);
    expect(r.unhealthy).toBe(0);
  });

  it('is refused as it inflates when its headers say no size, in a thread of its own', async () => {
    const bomb = zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(256 * 1024 * 1024, 32)]], {
      declaredSize: 0,
      dataDescriptor: true,
    });
    const r = await send(bomb);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'file', message: 'file inflates to more than 100 MB' });
    // The thread's heap is its own and bounded; the event loop answered health meanwhile.
    expect(r.rise).toBeLessThan(200 * 1024 * 1024);
    expect(r.healthChecks).toBeGreaterThan(1);
    expect(r.unhealthy).toBe(0);
    const total = await fetch(`${base}/api/registrations/options`, {
      headers: { cookie: t.cookie },
    });
    expect(await total.json()).toMatchObject({ total: 0 });
  });
});
