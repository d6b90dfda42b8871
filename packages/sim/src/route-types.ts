import type { LonLat } from './geodesy.ts';

/**
 * The shapes of the simulator's routes and areas (`routes.ts` draws them; `network.ts` joins
 * them into voyages).
 */

/** What kind of traffic a route carries. */
export type RouteKind = 'lane' | 'approach' | 'ferry' | 'fastferry';

export interface Route {
  readonly id: string;
  readonly name: string;
  readonly kind: RouteKind;
  readonly waypoints: readonly LonLat[];
  /**
   * Destinations written in the static report when heading to each end: `[first waypoint
   * end, last waypoint end]`. At a port or anchorage vessels stop for a while before turning
   * round; at an open-sea end (where a lane leaves the picture) they turn round at once.
   */
  readonly ends: readonly [RouteEnd, RouteEnd];
  readonly halfWidthNm: number;
  /**
   * The half-width at each waypoint when it varies along the route (wide in open water,
   * narrow in straits); between waypoints it changes gradually. `halfWidthNm` is the widest.
   */
  readonly halfWidthsNm?: readonly number[];
  /**
   * Over this distance from a port or anchorage end (default 5 nm) the spread narrows to the
   * line itself: longer where a narrow channel leads in.
   */
  readonly taperNm?: number;
  /** Relative share of the route's kind of traffic. */
  readonly weight: number;
  /**
   * A timetabled service (a ferry crossing, a fast-boat run, a port's pilotage): at most
   * `vessels` ships on the route, all at `speedKn`, each lying `stopMin` minutes at each end
   * where it stops, evenly spaced round the round trip, so that they keep their distance as a
   * timetable keeps them. A fleet's further ships of its kind sail elsewhere.
   */
  readonly service?: RouteService;
}

export interface RouteService {
  readonly vessels: number;
  readonly speedKn: number;
  readonly stopMin: number;
}

/** What a vessel does on reaching a route end: moor, anchor, or turn round at once. */
export type EndStop = 'moored' | 'anchored' | 'none';

export interface RouteEnd {
  readonly destinations: readonly string[];
  readonly stop: EndStop;
}

export type AreaKind = 'fishing' | 'leisure';

/** A circle where vessels wander slowly. */
export interface Area {
  readonly id: string;
  readonly name: string;
  readonly kind: AreaKind;
  readonly center: LonLat;
  readonly radiusNm: number;
  /** Home port, written as the destination. */
  readonly port: string;
  readonly weight: number;
}
