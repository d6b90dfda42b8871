/**
 * Development check (not a test: the package does not depend on map data): samples every
 * leg of the sea-lane network (`src/network.ts`) and every port's way in, on the line and
 * the half-width either side of it (times `--spread`), every 0.5 nm, and lists the places that fall on land.
 *
 *   node scripts/check-land.ts <land.geojson> [--spread 1.5]
 *
 * `<land.geojson>` is the server's cut of OpenStreetMap land (`<data dir>/basemap/land-10m-*.geojson`,
 * made on the first base-map tile request).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bearingDeg, destination, distanceNm, type LonLat } from '../src/geodesy.ts';
import { JUNCTIONS, LEGS, PORT_ENTRIES, WAY_IN_NM, halfWidthAt } from '../src/network.ts';
import { ANCHORAGES } from '../src/anchorages.ts';
import { AREAS } from '../src/routes.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { spread: { type: 'string', default: '1' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: node scripts/check-land.ts <land.geojson> [--spread nm]');
const spread = Number(values.spread);
type Ring = number[][];
const land = JSON.parse(readFileSync(file, 'utf8')) as {
  features: { geometry: { coordinates: Ring[] } }[];
};
const polygons = land.features.map((f) => {
  const rings = f.geometry.coordinates;
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const [x = 0, y = 0] of rings[0] ?? []) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return { rings, box: [w, s, e, n] as const };
});

function onLand([lon, lat]: LonLat): boolean {
  for (const { rings, box } of polygons) {
    if (lon < box[0] || lon > box[2] || lat < box[1] || lat > box[3]) continue;
    let inside = false;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] ?? [];
        const [xj = 0, yj = 0] = ring[j] ?? [];
        if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi)
          inside = !inside;
      }
    }
    if (inside) return true;
  }
  return false;
}

let problems = 0;
function check(name: string, a: LonLat, b: LonLat, sides: [number, number], skipEndNm = 0): void {
  const length = distanceNm(a, b);
  const bearing = bearingDeg(a, b);
  for (let d = 0; d <= length; d += 0.5) {
    if (length - d < skipEndNm) break;
    const p = destination(a, bearing, d);
    const side = sides[0] + ((sides[1] - sides[0]) * d) / Math.max(length, 1e-9);
    for (const off of side > 0 ? [-side, 0, side] : [0]) {
      const q = off === 0 ? p : destination(p, bearing + 90, off);
      if (onLand(q)) {
        problems++;
        process.stdout.write(
          `${name}: land at ${q[0].toFixed(3)},${q[1].toFixed(3)} (${d.toFixed(1)} nm, offset ${off})\n`,
        );
        return;
      }
    }
  }
}

for (const [x, y] of LEGS) {
  check(`leg ${x} – ${y}`, JUNCTIONS[x], JUNCTIONS[y], [
    halfWidthAt(x) * spread,
    halfWidthAt(y) * spread,
  ]);
}
for (const p of PORT_ENTRIES) {
  const points: LonLat[] = [JUNCTIONS[p.junction], ...p.path];
  for (let k = 0; k + 1 < points.length; k++) {
    const last = k + 2 === points.length;
    check(
      `${p.code} way in ${k}`,
      points[k] as LonLat,
      points[k + 1] as LonLat,
      [(k === 0 ? halfWidthAt(p.junction) : WAY_IN_NM) * spread, last ? 0 : WAY_IN_NM * spread],
      last ? 0.3 : 0,
    );
  }
}
for (const a of [...ANCHORAGES, ...AREAS.map((x) => ({ ...x, center: x.center }))]) {
  for (let b = 0; b < 360; b += 30) {
    const q = destination(a.center, b, a.radiusNm);
    if (onLand(q) || onLand(a.center)) {
      problems++;
      process.stdout.write(`anchorage ${a.id}: land at ${q[0].toFixed(3)},${q[1].toFixed(3)}\n`);
      break;
    }
  }
}
process.stdout.write(`${problems} problem(s)\n`);
