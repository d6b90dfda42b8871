import type { Eta } from '../units.ts';

/**
 * What ingest turns AIS (and later radar) into: vessel events in physical units, with
 * "not available" as null. Times are unix milliseconds.
 */
export type AisClass = 'A' | 'B';

export interface PositionEvent {
  kind: 'position';
  mmsi: number;
  /** When the message was received (or stamped by the receiver's tag block). */
  t: number;
  source: string;
  msgType: number;
  aisClass: AisClass | null;
  lat: number;
  lon: number;
  /** Speed over ground, knots. */
  sog: number | null;
  /** Course over ground, degrees true. */
  cog: number | null;
  /** True heading, degrees. */
  heading: number | null;
  navStatus: number | null;
  /** Rate of turn, degrees per minute (negative to port). */
  rot: number | null;
  accuracy: boolean;
}

export interface StaticEvent {
  kind: 'static';
  mmsi: number;
  t: number;
  source: string;
  msgType: number;
  aisClass: AisClass | null;
  name: string | null;
  callSign: string | null;
  imo: number | null;
  shipType: number | null;
  /** Distances from the GNSS antenna, metres. */
  toBow: number | null;
  toStern: number | null;
  toPort: number | null;
  toStarboard: number | null;
  /** Type 5's AIS version indicator (0: ITU-R M.1371-1, 1: -3, 2: -5, 3: later); absent otherwise. */
  aisVersion?: number | null;
  /** Type 24 part B's vendor (manufacturer) ID, three characters; absent otherwise. */
  vendorId?: string | null;
}

export interface VoyageEvent {
  kind: 'voyage';
  mmsi: number;
  t: number;
  source: string;
  destination: string | null;
  /** Metres. */
  draught: number | null;
  /** Estimated arrival as given (month, day, hour, minute in UTC), or null. */
  eta: Eta | null;
}

export type VesselEvent = PositionEvent | StaticEvent | VoyageEvent;
