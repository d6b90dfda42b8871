/**
 * Where a fleet's vessels go: the routes, areas and anchorages of each kind by weight, the
 * room each has (a timetabled route its service's ships, an area one boat per patch), and a
 * vessel's place and way of moving there.
 */
import { ANCHORAGES } from './anchorages.ts';
import { destination, type LonLat } from './geodesy.ts';
import { noise } from './hash.ts';
import type { Rng } from './prng.ts';
import { AREAS, ROUTES, type AreaKind, type RouteKind } from './routes.ts';

export type Movement =
  /**
   * Along `ROUTES[route]`, starting `along` nm from its first waypoint; on a timetabled route
   * (`Route.service`), at `phase` (0 to 1) of its round trip instead.
   */
  | {
      kind: 'route';
      route: number;
      along: number;
      dir: 1 | -1;
      offsetNm: number;
      phase?: number;
    }
  /** Working its own patch of `AREAS[area]` round `start` (`PATCH_RADIUS_NM`). */
  | { kind: 'wander'; area: number; start: LonLat }
  /** Circling `center` at `radiusNm`. */
  | { kind: 'loiter'; center: LonLat; radiusNm: number }
  /** At anchor at `spot` in `ANCHORAGES[anchorage]`, waiting off a busy port. */
  | { kind: 'anchored'; anchorage: number; spot: LonLat };

/** What a category sails: a kind of route or area, or the anchorages. */
export type Where = RouteKind | AreaKind | 'anchorage';

const ROUTES_BY_KIND = new Map<string, (readonly [number, number])[]>();
ROUTES.forEach((r, k) => {
  const list = ROUTES_BY_KIND.get(r.kind) ?? [];
  list.push([k, r.weight]);
  ROUTES_BY_KIND.set(r.kind, list);
});
ROUTES_BY_KIND.set(
  'anchorage',
  ANCHORAGES.map((a, k) => [k, a.weight]),
);
AREAS.forEach((a, k) => {
  const list = ROUTES_BY_KIND.get(a.kind) ?? [];
  list.push([k, a.weight]);
  ROUTES_BY_KIND.set(a.kind, list);
});

export const ROUTE_LENGTHS = ROUTES.map((r) => {
  let d = 0;
  for (let k = 0; k + 1 < r.waypoints.length; k++) {
    const [x0, y0] = r.waypoints[k] as LonLat;
    const [x1, y1] = r.waypoints[k + 1] as LonLat;
    d += Math.hypot((x1 - x0) * Math.cos((y0 * Math.PI) / 180), y1 - y0) * 60;
  }
  return d;
});

/** A wandering boat keeps within this of its patch's centre (one report's run beyond at most). */
export const PATCH_RADIUS_NM = 0.25;
/**
 * Patches' centres lie on a grid this far apart: boats on neighbouring patches stay 0.15 nm
 * (about 280 m) or more apart, as fishers working their own spots (a rumpon, a line of nets)
 * and boats at their own moorings do.
 */
export const PATCH_SPACING_NM = 0.7;

/**
 * Each area's patches in a fixed shuffled order, so that however few boats a fleet has they
 * are scattered over the whole of their grounds, not packed at its centre.
 */
const AREA_PATCHES: readonly (readonly LonLat[])[] = AREAS.map((area, k) => {
  const [lon0, lat0] = area.center;
  const reach = area.radiusNm * 0.85 - PATCH_RADIUS_NM;
  const steps = Math.floor(reach / PATCH_SPACING_NM);
  const degLat = PATCH_SPACING_NM / 60;
  const degLon = degLat / Math.cos((lat0 * Math.PI) / 180);
  const patches: { at: LonLat; order: number }[] = [];
  for (let i = -steps; i <= steps; i++) {
    for (let j = -steps; j <= steps; j++) {
      const d = Math.hypot(i, j) * PATCH_SPACING_NM;
      if (d > reach) continue;
      const order = noise(k, i * 10_007 + j, 0, 31);
      patches.push({ at: [lon0 + i * degLon, lat0 + j * degLat], order });
    }
  }
  return patches.sort((x, y) => x.order - y.order).map((x) => x.at);
});

/**
 * Where the fleet has room: a timetabled route holds its service's ships, an area one boat
 * per patch; lanes and anchorages take any number.
 */
export class Occupancy {
  private readonly routes = new Map<number, number>();
  private readonly areas = new Map<number, number>();

  private countsOf(where: Where): Map<number, number> {
    return where === 'fishing' || where === 'leisure' ? this.areas : this.routes;
  }

  /** How many the route or area has taken so far (the next one's slot). */
  taken(where: Where, k: number): number {
    return this.countsOf(where).get(k) ?? 0;
  }

  hasRoom(where: Where, k: number): boolean {
    if (where === 'fishing' || where === 'leisure') {
      return this.taken(where, k) < (AREA_PATCHES[k]?.length ?? 0);
    }
    if (where === 'anchorage') return true;
    const service = ROUTES[k]?.service;
    return service === undefined || this.taken(where, k) < service.vessels;
  }

  take(where: Where, k: number): number {
    const slot = this.taken(where, k);
    this.countsOf(where).set(k, slot + 1);
    return slot;
  }

  /** The places of `where` (a category's, by weight) with room left; empty when all are full. */
  open(where: readonly (readonly [Where, number])[]): (readonly [Where, number])[] {
    return where.filter(([where]) =>
      (ROUTES_BY_KIND.get(where) ?? []).some(([k]) => this.hasRoom(where, k)),
    );
  }
}

/** Where a vessel of a category sailing `places` (by weight) goes, taking its room. */
export function place(
  rng: Rng,
  places: readonly (readonly [Where, number])[],
  occupancy: Occupancy,
): Movement {
  const where = rng.weighted(occupancy.open(places));
  const all = ROUTES_BY_KIND.get(where) ?? [];
  const roomy = all.filter(([k]) => occupancy.hasRoom(where, k));
  const k = rng.weighted(roomy.length === all.length ? all : roomy);
  const slot = occupancy.take(where, k);
  if (where === 'anchorage') {
    const anchorage = ANCHORAGES[k];
    if (anchorage === undefined) throw new RangeError('no anchorage');
    const spot = destination(
      anchorage.center,
      rng.range(0, 360),
      anchorage.radiusNm * Math.sqrt(rng.next()),
    );
    return { kind: 'anchored', anchorage: k, spot };
  }
  if (where === 'fishing' || where === 'leisure') {
    const patches = AREA_PATCHES[k] ?? [];
    // Shared only once every place of the fleet is full.
    const patch = patches[slot % patches.length];
    if (patch === undefined) throw new RangeError('no area');
    return { kind: 'wander', area: k, start: patch };
  }
  const route = ROUTES[k];
  if (route === undefined) throw new RangeError('no route');
  const length = ROUTE_LENGTHS[k] ?? 0;
  const movement: Movement = {
    kind: 'route',
    route: k,
    along: rng.range(0, length),
    dir: rng.chance(0.5) ? 1 : -1,
    offsetNm: rng.range(0.15, 1) * route.halfWidthNm,
  };
  // A timetabled route's ships keep their turns: one every 1/vessels of the round trip.
  return route.service ? { ...movement, phase: slot / route.service.vessels } : movement;
}
