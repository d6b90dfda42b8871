import type { AddressInfo } from 'node:net';
import {
  FRAME_POSITIONS,
  STATUS_SATELLITE,
  readFrameHeader,
  readPositions,
} from '@pantau/contracts';
import { terrestrialCoverage } from '@pantau/sim';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appWithSession } from '../../testing/app.ts';

async function until(p: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!p()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Listed {
  simulated: boolean;
  sources: (Record<string, unknown> & { id: number; name: string; status: { engine: string } })[];
}

describe('the built-in simulator', () => {
  it('runs as a terrestrial and a satellite source: vessels far offshore are satellite-only', async () => {
    const t = await appWithSession('superAdmin', 'ops', {
      PANTAU_SIMULATOR: 'auto',
      PANTAU_SIM_VESSELS: '300',
      PANTAU_LIVE_TICK_MS: '200',
    });
    let ws: WebSocket | undefined;
    try {
      const list = async () =>
        (await t.app.inject({ url: '/api/sources', headers: { cookie: t.cookie } })).json<Listed>();
      const first = await list();
      expect(first.simulated).toBe(true);
      expect(first.sources).toMatchObject([
        { id: -1, name: 'simulator', kind: 'simulator', vessels: 300, satellite: false },
        { id: -2, name: 'simulator-satellite', kind: 'simulator', vessels: 300, satellite: true },
      ]);
      for (const s of first.sources) {
        expect(s.status.engine).toBe('connected');
        expect(s).not.toHaveProperty('reception');
      }

      // The live socket's status bits, vessel by vessel, as a map client sees them.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      ws = new WebSocket(`ws://127.0.0.1:${port}/api/live`, { headers: { cookie: t.cookie } });
      const satellite = new Map<number, boolean>();
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (!isBinary) return;
        const frame = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
        const h = readFrameHeader(frame as ArrayBuffer);
        if (h.kind !== FRAME_POSITIONS) return;
        const cols = readPositions(frame as ArrayBuffer, h.count);
        cols.mmsi.forEach((mmsi, i) => {
          satellite.set(mmsi, ((cols.status[i] as number) & STATUS_SATELLITE) !== 0);
        });
      });
      await new Promise((r) => ws?.once('open', r));
      ws.send(JSON.stringify({ type: 'subscribe', bbox: [-180, -90, 180, 90], zoom: 2 }));
      const count = (sat: boolean) => [...satellite.values()].filter((s) => s === sat).length;
      await until(() => count(true) >= 10 && count(false) >= 100, 60_000, 'both kinds');

      // The status agrees with who heard the vessel and where it is. (A vessel may cross the
      // 40 NM line between the last push and this look: one such is let pass.)
      const picture = t.app.live.picture;
      let agree = 0;
      let disagree = 0;
      for (const [mmsi, sat] of satellite) {
        const v = picture.get(mmsi);
        if (!v) continue;
        const heardBy = Object.keys(v.sources);
        const ok = sat
          ? heardBy.length === 1 &&
            heardBy[0] === 'simulator-satellite' &&
            !terrestrialCoverage(v.lon, v.lat)
          : heardBy.includes('simulator');
        if (ok) agree++;
        else disagree++;
      }
      expect(agree).toBeGreaterThanOrEqual(110);
      expect(disagree).toBeLessThanOrEqual(1);

      // A real source replaces both.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/sources',
        headers: { cookie: t.cookie },
        payload: { name: 'feed', kind: 'tcp-client', host: '127.0.0.1', port: 9 },
      });
      expect(created.statusCode).toBe(201);
      const after = await list();
      expect(after.simulated).toBe(false);
      expect(after.sources.map((s) => s.name)).toEqual(['feed']);
    } finally {
      ws?.terminate();
      await t.close();
    }
  });
});
