import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { LAND_LAYER, LAND_REGION, type PlaceNames } from '@pantau/contracts';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { LandTiles } from './land-tiles.ts';
import { cutCachePath, landSource } from './region.ts';

/** The tile of a point at a (MapLibre) zoom. */
export function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const r = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return { x, y };
}

/** A tile's land rings in degrees. */
function landRings(bytes: Buffer, z: number, x: number, y: number): [number, number][][] {
  const layer = new VectorTile(new PbfReader(bytes)).layers[LAND_LAYER];
  if (!layer) return [];
  const rings: [number, number][][] = [];
  for (let i = 0; i < layer.length; i++) {
    const geometry = layer.feature(i).toGeoJSON(x, y, z).geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    for (const polygon of polygons)
      for (const ring of polygon) rings.push(ring as [number, number][]);
  }
  return rings;
}

/** Even-odd point in the rings (holes included). */
function onLand(rings: [number, number][][], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside;
}

// Tanjung Priok at its quick zoom (SPEC §2: 12, i.e. MapLibre 11) and closer in.
const PRIOK = { lon: 106.885, lat: -6.1 };

describe('offline base map land tiles', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { cookie: t.cookie, 'accept-encoding': 'gzip', ...headers } });

  beforeAll(async () => {
    t = await appWithSession('visitor');
  }, 120_000);
  afterAll(() => t.close());

  it('answers a tile at Tanjung Priok with the harbour: basins cut into the coast', async () => {
    const z = 13;
    const { x, y } = tileOf(PRIOK.lon, PRIOK.lat, z);
    const res = await get(`/api/basemap/land/${z}/${x}/${y}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['content-encoding']).toBe('gzip');
    const rings = landRings(gunzipSync(res.rawPayload), z, x, y);
    const vertices = rings.reduce((n, r) => n + r.length, 0);
    expect(vertices).toBeGreaterThan(20);
    // Walking east along 6.1° S across the port, land and water alternate: piers and basins.
    // Natural Earth's coast here is one straight line (no change at all along this walk).
    let changes = 0;
    let was = onLand(rings, 106.87, PRIOK.lat);
    for (let lon = 106.87; lon <= 106.93; lon += 0.0002) {
      const now = onLand(rings, lon, PRIOK.lat);
      if (now !== was) changes++;
      was = now;
    }
    expect(changes).toBeGreaterThanOrEqual(6);
    // Jakarta inland is land, the Java Sea north of the port is sea.
    expect(onLand(rings, 106.88, -6.125)).toBe(true);
    expect(onLand(rings, 106.88, -6.08)).toBe(false);
    // The cut was cached under the data directory for the next start.
    expect(existsSync(cutCachePath(t.config.dataDir, landSource().name))).toBe(true);
  }, 120_000);

  it('names the seas, straits, bays, provinces, cities and towns, in Indonesian', async () => {
    const res = await get('/api/basemap/places', { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    const { places, attribution } = res.json<PlaceNames>();
    const find = (name: string, kind?: string) =>
      places.find((p) => p.name === name && (kind === undefined || p.kind === kind));
    for (const [name, kind] of [
      ['Laut Jawa', 'sea'],
      ['Selat Makassar', 'strait'],
      ['Teluk Bone', 'bay'],
      ['Papua Selatan', 'province'],
      ['Jakarta', 'capital'],
      ['Surabaya', 'city'],
      ['Jambi', 'city'],
      ['Tangerang Selatan', 'city'],
    ] as const) {
      expect(find(name, kind), name).toBeDefined();
    }
    expect(find('Jambi City')).toBeUndefined();
    expect(places.filter((p) => p.kind === 'province')).toHaveLength(38);
    // The capital reads from the national zoom; a district town only close in.
    expect(find('Jakarta')?.minZoom).toBe(4);
    const towns = places.filter((p) => p.kind === 'town');
    expect(towns.length).toBeGreaterThan(1000);
    expect(Math.min(...towns.map((p) => p.minZoom))).toBeGreaterThanOrEqual(7);
    // Everything in the region served, nothing of the world beyond.
    for (const p of places) {
      expect(p.lon).toBeGreaterThanOrEqual(LAND_REGION[0]);
      expect(p.lon).toBeLessThanOrEqual(LAND_REGION[2]);
    }
    expect(attribution).toEqual(['GeoNames (CC BY 4.0)']);
  });

  it('writes every sea, strait and bay at sea, and every province on land', async () => {
    const { places } = (
      await get('/api/basemap/places', { 'accept-encoding': 'identity' })
    ).json<PlaceNames>();
    const z = 10;
    const wrong: string[] = [];
    for (const p of places.filter((q) => ['sea', 'strait', 'bay', 'province'].includes(q.kind))) {
      const { x, y } = tileOf(p.lon, p.lat, z);
      const res = await get(`/api/basemap/land/${z}/${x}/${y}`);
      const land =
        res.statusCode === 200 &&
        onLand(landRings(gunzipSync(res.rawPayload), z, x, y), p.lon, p.lat);
      if (land !== (p.kind === 'province')) wrong.push(`${p.name} (${p.kind}) ${p.lon},${p.lat}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('at the Tj. Priok quick zoom the tile holds the detailed coast too', async () => {
    const z = 11;
    const { x, y } = tileOf(PRIOK.lon, PRIOK.lat, z);
    const res = await get(`/api/basemap/land/${z}/${x}/${y}`);
    expect(res.statusCode).toBe(200);
    const rings = landRings(gunzipSync(res.rawPayload), z, x, y);
    expect(rings.reduce((n, r) => n + r.length, 0)).toBeGreaterThan(60);
  });

  it('serves without gzip to a client that does not take it', async () => {
    const { x, y } = tileOf(PRIOK.lon, PRIOK.lat, 8);
    const res = await get(`/api/basemap/land/8/${x}/${y}`, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(landRings(res.rawPayload, 8, x, y).length).toBeGreaterThan(0);
  });

  it('answers 204 for open sea and for tiles outside the region', async () => {
    const sea = tileOf(110, -4.5, 10); // the middle of the Java Sea
    expect((await get(`/api/basemap/land/10/${sea.x}/${sea.y}`)).statusCode).toBe(204);
    const europe = tileOf(10, 50, 6);
    expect((await get(`/api/basemap/land/6/${europe.x}/${europe.y}`)).statusCode).toBe(204);
  });

  it('refuses tiles off the grid or past the detail zoom, naming the field', async () => {
    const bad = await get('/api/basemap/land/3/8/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'x' });
    const deep = await get('/api/basemap/land/15/0/0');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ field: 'z' });
    const word = await get('/api/basemap/land/3/a/0');
    expect(word.statusCode).toBe(400);
    expect(word.json()).toMatchObject({ field: 'x' });
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ url: '/api/basemap/land/0/0/0' });
    expect(res.statusCode).toBe(401);
  });

  it('a second start reads the cached cut instead of cutting again', async () => {
    const { path, name } = landSource();
    const cachePath = cutCachePath(t.config.dataDir, name);
    const before = statSync(cachePath).mtimeMs;
    const again = new LandTiles({
      sourcePath: path,
      cachePath,
      box: LAND_REGION,
      maxZoom: 14,
      layer: LAND_LAYER,
    });
    try {
      const ready = await again.warm();
      expect(ready.fromCache).toBe(true);
      expect(ready.features).toBeGreaterThan(1000);
      expect(statSync(cachePath).mtimeMs).toBe(before);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('a failing thread fails its requests and the next request starts a new one', async () => {
    const { name } = landSource();
    const tiles = new LandTiles({
      sourcePath: '/nonexistent/map.geo.json',
      cachePath: cutCachePath('/nonexistent-data-dir', name),
      box: LAND_REGION,
      maxZoom: 14,
      layer: LAND_LAYER,
    });
    try {
      await expect(tiles.tile(5, 25, 15)).rejects.toThrow(/could not be prepared/);
      await expect(tiles.tile(5, 25, 15)).rejects.toThrow(/could not be prepared/);
    } finally {
      await tiles.close();
    }
  });
});

describe("the operator's land file (PANTAU_LAND_FILE)", () => {
  // A harbour drawn as OpenStreetMap's land polygons draw it, converted by ogr2ogr: a
  // FeatureCollection with numeric properties, the shore one polygon and a breakwater (60 m
  // wide, 1.6 km long) another, in the water off it; a third piece far outside the region.
  const shore = [
    [106.86, -6.13],
    [106.95, -6.13],
    [106.95, -6.105],
    [106.86, -6.105],
    [106.86, -6.13],
  ];
  const breakwater = [
    [106.88, -6.0903],
    [106.896, -6.0903],
    [106.896, -6.0897],
    [106.88, -6.0897],
    [106.88, -6.0903],
  ];
  const elsewhere = [
    [10, 50],
    [11, 50],
    [11, 51],
    [10, 50],
  ];
  const feature = (id: number, coordinates: unknown) => ({
    type: 'Feature',
    properties: { FID: id, x: 106.9, y: -6.1 },
    geometry: { type: 'Polygon', coordinates },
  });
  let t: Awaited<ReturnType<typeof appWithSession>>;
  let file: string;

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'pantau-land-')), 'land.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        name: 'land_polygons',
        features: [feature(1, [shore]), feature(2, [breakwater]), feature(3, [elsewhere])],
      }),
    );
    t = await appWithSession('visitor', undefined, { PANTAU_LAND_FILE: file });
  }, 60_000);
  afterAll(() => t?.close());

  it('is cut and tiled instead of the package: the breakwater is land, the water either side sea', async () => {
    const z = 14;
    const { x, y } = tileOf(106.888, -6.09, z);
    const res = await t.app.inject({
      url: `/api/basemap/land/${z}/${x}/${y}`,
      headers: { cookie: t.cookie, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const rings = landRings(gunzipSync(res.rawPayload), z, x, y);
    expect(onLand(rings, 106.888, -6.09)).toBe(true);
    expect(onLand(rings, 106.888, -6.0915)).toBe(false);
    expect(onLand(rings, 106.888, -6.0885)).toBe(false);
    // The cut is cached under the file's own name, not the package's.
    const source = landSource(file);
    expect(source.name).toMatch(/^file-[0-9a-f]{16}$/);
    expect(existsSync(cutCachePath(t.config.dataDir, source.name))).toBe(true);
    expect(existsSync(cutCachePath(t.config.dataDir, landSource().name))).toBe(false);
  }, 60_000);

  it('a missing file stops the start with its name and the reason', async () => {
    await expect(
      appWithSession('visitor', undefined, { PANTAU_LAND_FILE: '/nonexistent/land.geojson' }),
    ).rejects.toThrow(/PANTAU_LAND_FILE \/nonexistent\/land\.geojson: ENOENT/);
  });

  it('a changed file is cut again under a new name', () => {
    const before = landSource(file).name;
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [] }));
    expect(landSource(file).name).not.toBe(before);
  });
});
