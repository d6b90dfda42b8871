import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { appWithSession } from '../../testing/app.ts';
import {
  chartSettingsFrom,
  tileBox3857,
  upstreamTileUrl,
  type ChartSettings,
} from './chart-source.ts';
import { FIXTURE_LAYERS, startChartFixture, type ChartFixture } from './fixture-server.ts';

const HALF = 20037508.342789244;
const base: Omit<ChartSettings, 'url' | 'kind'> = {
  layers: undefined,
  user: undefined,
  password: undefined,
  maxZoom: 18,
  timeoutMs: 2000,
};

/** Counts the pixels of a PNG near an RGBA colour. */
function pixelsNear(png: Buffer, [r, g, b, a]: readonly number[]): number {
  const image = PNG.sync.read(png);
  let n = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const d = image.data;
    if (
      Math.abs((d[i] ?? 0) - (r ?? 0)) < 3 &&
      Math.abs((d[i + 1] ?? 0) - (g ?? 0)) < 3 &&
      Math.abs((d[i + 2] ?? 0) - (b ?? 0)) < 3 &&
      Math.abs((d[i + 3] ?? 0) - (a ?? 0)) < 3
    )
      n++;
  }
  return n;
}

describe('chart service addresses', () => {
  it('asks a WMS for the tile box in EPSG:3857, keeping the URL own parameters', () => {
    const url = new URL(
      upstreamTileUrl(
        {
          ...base,
          kind: 'wms',
          url: 'https://charts.example/ows?map=enc&token=abc&SERVICE=x',
          layers: 'enc,depths',
        },
        1,
        1,
        0,
      ),
    );
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      map: 'enc',
      token: 'abc',
      SERVICE: 'WMS',
      VERSION: '1.3.0',
      REQUEST: 'GetMap',
      LAYERS: 'enc,depths',
      CRS: 'EPSG:3857',
      WIDTH: '256',
      HEIGHT: '256',
      FORMAT: 'image/png',
      TRANSPARENT: 'TRUE',
    });
    expect(q['BBOX']).toBe(`0.000,0.000,${HALF.toFixed(3)},${HALF.toFixed(3)}`);
    expect(tileBox3857(0, 0, 0)).toEqual([-HALF, -HALF, HALF, HALF]);
  });

  it('fills XYZ and RESTful WMTS templates', () => {
    expect(
      upstreamTileUrl(
        { ...base, kind: 'xyz', url: 'https://t.example/{z}/{x}/{y}.png' },
        12,
        3268,
        2111,
      ),
    ).toBe('https://t.example/12/3268/2111.png');
    expect(
      upstreamTileUrl(
        {
          ...base,
          kind: 'wmts',
          url: 'https://t.example/wmts/enc/GoogleMapsCompatible/{TileMatrix}/{TileRow}/{TileCol}.png',
        },
        12,
        3268,
        2111,
      ),
    ).toBe('https://t.example/wmts/enc/GoogleMapsCompatible/12/2111/3268.png');
  });

  it('reads PANTAU_CHART_* settings: kind from the URL, WMS needs layers, refused with the setting named', () => {
    expect(loadConfig({}).charts).toEqual({ hidros: undefined, sipandu: undefined });
    const c = loadConfig({
      PANTAU_CHART_HIDROS_URL: 'http://h.example/wms',
      PANTAU_CHART_HIDROS_LAYERS: 'enc',
      PANTAU_CHART_SIPANDU_URL: 'http://s.example/{z}/{x}/{y}.png',
      PANTAU_CHART_SIPANDU_USER: 'u',
      PANTAU_CHART_SIPANDU_PASSWORD: 'p',
    });
    expect(c.charts.hidros).toMatchObject({ kind: 'wms', layers: 'enc', maxZoom: 18 });
    expect(c.charts.sipandu).toMatchObject({ kind: 'xyz', user: 'u', password: 'p' });
    expect(() => loadConfig({ PANTAU_CHART_HIDROS_URL: 'http://h.example/wms' })).toThrow(
      /PANTAU_CHART_HIDROS_LAYERS/,
    );
    expect(() =>
      loadConfig({
        PANTAU_CHART_SIPANDU_URL: 'http://s.example/tiles',
        PANTAU_CHART_SIPANDU_KIND: 'xyz',
      }),
    ).toThrow(/PANTAU_CHART_SIPANDU_URL/);
    expect(() => loadConfig({ PANTAU_CHART_HIDROS_KIND: 'tms' })).toThrow(
      /PANTAU_CHART_HIDROS_KIND/,
    );
    expect(
      chartSettingsFrom('hidros', {
        url: 'http://x/{TileMatrix}/{TileRow}/{TileCol}',
        kind: undefined,
        layers: undefined,
        user: undefined,
        password: undefined,
        maxZoom: 18,
        timeoutMs: 1,
      })?.kind,
    ).toBe('wmts');
  });
});

describe('the chart fixture speaks WMS, WMTS and XYZ', () => {
  let fixture: ChartFixture;
  beforeAll(async () => {
    fixture = await startChartFixture();
  });
  afterAll(() => fixture.close());

  it('answers GetMap with a PNG of the asked size drawn for the box, and its errors as exception reports', async () => {
    const ok = await fetch(
      `${fixture.url}/wms?service=WMS&version=1.3.0&request=GetMap&layers=hidros&styles=&crs=EPSG:3857&bbox=${-HALF},${-HALF},${HALF},${HALF}&width=256&height=128&format=image/png&transparent=true`,
    );
    expect(ok.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await ok.arrayBuffer());
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([256, 128]);
    expect(pixelsNear(png, FIXTURE_LAYERS['hidros']?.line ?? [])).toBeGreaterThan(100);
    expect(pixelsNear(png, FIXTURE_LAYERS['hidros']?.tint ?? [])).toBeGreaterThan(10_000);

    const bad = await fetch(
      `${fixture.url}/wms?SERVICE=WMS&REQUEST=GetMap&LAYERS=nope&CRS=EPSG:3857&BBOX=0,0,1,1&WIDTH=1&HEIGHT=1&FORMAT=image/png`,
    );
    expect(bad.headers.get('content-type')).toBe('application/vnd.ogc.se_xml');
    expect(await bad.text()).toContain('LayerNotDefined');
    const caps = await fetch(`${fixture.url}/wms?SERVICE=WMS&REQUEST=GetCapabilities`);
    expect(await caps.text()).toContain('<Name>sipandu</Name>');
  });

  it('answers XYZ and WMTS tiles of the same place with the same image', async () => {
    const xyz = Buffer.from(
      await (await fetch(`${fixture.url}/xyz/sipandu/5/25/16.png`)).arrayBuffer(),
    );
    const wmts = Buffer.from(
      await (await fetch(`${fixture.url}/wmts/sipandu/5/16/25.png`)).arrayBuffer(),
    );
    expect(xyz.equals(wmts)).toBe(true);
    expect(pixelsNear(xyz, FIXTURE_LAYERS['sipandu']?.line ?? [])).toBeGreaterThan(100);
    expect((await fetch(`${fixture.url}/xyz/sipandu/1/5/0.png`)).status).toBe(404);
  });
});

describe('chart overlays through the server', () => {
  let fixture: ChartFixture;
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let bare: Awaited<ReturnType<typeof appWithSession>>;

  beforeAll(async () => {
    fixture = await startChartFixture({ user: 'hidros', password: 's3cret-pass' });
    t = await appWithSession('visitor', undefined, {
      PANTAU_CHART_HIDROS_URL: `${fixture.url}/wms?map=enc`,
      PANTAU_CHART_HIDROS_LAYERS: 'hidros',
      PANTAU_CHART_HIDROS_USER: 'hidros',
      PANTAU_CHART_HIDROS_PASSWORD: 's3cret-pass',
      PANTAU_CHART_HIDROS_MAX_ZOOM: '16',
      PANTAU_CHART_SIPANDU_URL: `${fixture.url}/xyz/sipandu/{z}/{x}/{y}.png`,
      PANTAU_CHART_SIPANDU_USER: 'hidros',
      PANTAU_CHART_SIPANDU_PASSWORD: 's3cret-pass',
      PANTAU_CHART_TIMEOUT_MS: '2000',
    });
    bare = await appWithSession('visitor');
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    await fixture.close();
  });
  const get = (app: typeof t, url: string) =>
    app.app.inject({ url, headers: { cookie: app.cookie } });

  it('lists the services, saying which are configured and how, never their address', async () => {
    const res = await get(t, '/api/charts');
    expect(res.json()).toEqual({
      charts: [
        { id: 'hidros', configured: true, kind: 'wms', maxZoom: 16 },
        { id: 'sipandu', configured: true, kind: 'xyz', maxZoom: 18 },
      ],
    });
    expect(res.body).not.toContain('127.0.0.1');
    expect((await get(bare, '/api/charts')).json()).toEqual({
      charts: [
        { id: 'hidros', configured: false, kind: null, maxZoom: 0 },
        { id: 'sipandu', configured: false, kind: null, maxZoom: 0 },
      ],
    });
  });

  it("proxies a WMS tile of Tanjung Priok with the server's credentials: GetMap for that tile's box", async () => {
    const before = fixture.requests.length;
    const res = await get(t, '/api/charts/hidros/tiles/12/3264/2116');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(res.rawPayload).width).toBe(256);
    const asked = fixture.requests.slice(before);
    expect(asked).toHaveLength(1);
    const q = new URL(asked[0]?.url ?? '', 'http://x').searchParams;
    expect(q.get('map')).toBe('enc');
    expect(q.get('BBOX')).toBe(
      tileBox3857(12, 3264, 2116)
        .map((v) => v.toFixed(3))
        .join(','),
    );
    expect(asked[0]?.authorization).toBe(
      `Basic ${Buffer.from('hidros:s3cret-pass').toString('base64')}`,
    );
    // The same tile again comes from the server's cache.
    expect((await get(t, '/api/charts/hidros/tiles/12/3264/2116')).statusCode).toBe(200);
    expect(fixture.requests.length).toBe(before + 1);
  });

  it('proxies an XYZ tile; deeper than the service goes is 204', async () => {
    const res = await get(t, '/api/charts/sipandu/tiles/10/816/529');
    expect(res.statusCode).toBe(200);
    expect(pixelsNear(res.rawPayload, FIXTURE_LAYERS['sipandu']?.line ?? [])).toBeGreaterThan(100);
    expect((await get(t, '/api/charts/hidros/tiles/17/0/0')).statusCode).toBe(204);
  });

  it('says when a service is not configured, fails, or refuses, and checks the tile address', async () => {
    const none = await get(bare, '/api/charts/sipandu/tiles/3/1/1');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'CHART_NOT_CONFIGURED' });
    expect((await get(t, '/api/charts/radar/tiles/3/1/1')).json()).toMatchObject({
      field: 'chart',
    });
    expect((await get(t, '/api/charts/hidros/tiles/3/8/1')).json()).toMatchObject({ field: 'x' });
    expect((await get(t, '/api/charts/hidros/tiles/3/1/9')).json()).toMatchObject({ field: 'y' });
    expect((await get(t, '/api/charts/hidros/tiles/21/1/9')).json()).toMatchObject({ field: 'z' });

    // Credentials missing (hidros) or wrong (sipandu): the service's 401 is a 502 saying so.
    const wrongPassword = await appWithSession('visitor', undefined, {
      PANTAU_CHART_HIDROS_URL: `${fixture.url}/wms`,
      PANTAU_CHART_HIDROS_LAYERS: 'nope',
      PANTAU_CHART_SIPANDU_URL: `${fixture.url}/xyz/sipandu/{z}/{x}/{y}.png`,
      PANTAU_CHART_SIPANDU_USER: 'x',
      PANTAU_CHART_SIPANDU_PASSWORD: 'y',
    });
    try {
      const refused = await get(wrongPassword, '/api/charts/hidros/tiles/3/1/1');
      expect(refused.statusCode).toBe(502);
      expect(refused.json<{ message: string }>().message).toMatch(/HTTP 401/);
      const unauthorised = await get(wrongPassword, '/api/charts/sipandu/tiles/3/1/1');
      expect(unauthorised.json()).toMatchObject({ code: 'CHART_UPSTREAM' });
    } finally {
      await wrongPassword.close();
    }
    const unknownLayer = await startChartFixture();
    const refusing = await appWithSession('visitor', undefined, {
      PANTAU_CHART_HIDROS_URL: `${unknownLayer.url}/wms`,
      PANTAU_CHART_HIDROS_LAYERS: 'nope',
      PANTAU_CHART_SIPANDU_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    });
    try {
      const layer = await get(refusing, '/api/charts/hidros/tiles/3/1/1');
      expect(layer.statusCode).toBe(502);
      expect(layer.json<{ message: string }>().message).toMatch(
        /refused: layer nope is not defined/,
      );
      const unreachable = await get(refusing, '/api/charts/sipandu/tiles/3/1/1');
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json<{ message: string }>().message).toMatch(/could not be reached/);
    } finally {
      await refusing.close();
      await unknownLayer.close();
    }
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/charts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/charts/hidros/tiles/0/0/0' })).statusCode).toBe(401);
  });
});
