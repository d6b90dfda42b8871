import { greatCircleM } from '@pantau/geo';

/**
 * Radar fusion and dark targets (issue #15). A radar track within 1,500 m of one AIS vessel
 * for a minute is fused to it (the track keeps its own identity: it shows the MMSI it is
 * fused to and that it came from radar). A fused track whose vessel moves out of reach stays
 * fused for a minute's grace, then is unmatched again. A track that stays unmatched for three
 * minutes inside a port's radius (30 NM of a registry port) is a dark target, raised once for
 * that stay; it may be raised again after it was fused or left the radius.
 */
export const RADAR_FUSION = {
  fuseWithinM: 1500,
  fuseAfterMs: 60_000,
  darkAfterMs: 180_000,
  portRadiusNm: 30,
} as const;
export type RadarFusionRules = { [K in keyof typeof RADAR_FUSION]: number };

export interface FusionState {
  /** The AIS vessel within reach, and since when it has been, continuously. */
  candidate: { mmsi: number; since: number } | null;
  /** The vessel the track is fused to; `awaySince` when it went out of reach. */
  fused: { mmsi: number; awaySince: number | null } | null;
  /** The track is unmatched inside this port's radius since `since`; `raised` once told. */
  dark: { portId: string; since: number; raised: boolean } | null;
}

export const NEW_FUSION: FusionState = { candidate: null, fused: null, dark: null };

export interface FusionVessel {
  mmsi: number;
  lon: number;
  lat: number;
}

export interface FusionPort {
  id: string;
  name: string;
  lon: number;
  lat: number;
}

export interface FusionInput {
  now: number;
  lon: number;
  lat: number;
  /** AIS vessels near the track (those farther than the reach are ignored). */
  vessels: readonly FusionVessel[];
  /** Registry ports (those farther than the radius are ignored). */
  ports: readonly FusionPort[];
}

export interface DarkTargetHit {
  port: FusionPort;
  /** When the track began to be unmatched inside the port's radius. */
  since: number;
}

/** The nearest vessel within `maxM` of the point, with its distance; null when none. */
export function nearestVessel(
  lon: number,
  lat: number,
  vessels: readonly FusionVessel[],
  maxM: number,
): { vessel: FusionVessel; distanceM: number } | null {
  let best: { vessel: FusionVessel; distanceM: number } | null = null;
  for (const v of vessels) {
    const d = greatCircleM(lon, lat, v.lon, v.lat);
    if (d <= maxM && (best === null || d < best.distanceM)) best = { vessel: v, distanceM: d };
  }
  return best;
}

/** The nearest port whose radius (NM) holds the point; null when none does. */
export function portAround(
  lon: number,
  lat: number,
  ports: readonly FusionPort[],
  radiusNm: number = RADAR_FUSION.portRadiusNm,
): FusionPort | null {
  const maxM = radiusNm * 1852;
  let best: FusionPort | null = null;
  let bestM = Infinity;
  for (const p of ports) {
    const d = greatCircleM(lon, lat, p.lon, p.lat);
    if (d <= maxM && d < bestM) {
      best = p;
      bestM = d;
    }
  }
  return best;
}

/** One evaluation of a track: its next fusion state, and a dark target when one is due. */
export function stepFusion(
  prev: FusionState,
  input: FusionInput,
  rules: RadarFusionRules = RADAR_FUSION,
): { state: FusionState; darkTarget: DarkTargetHit | null } {
  const { now, lon, lat } = input;
  const reach = input.vessels.filter(
    (v) => greatCircleM(lon, lat, v.lon, v.lat) <= rules.fuseWithinM,
  );
  // The vessel fused to stays the candidate while it is in reach (no flipping to a neighbour).
  const stuck = prev.fused ? reach.find((v) => v.mmsi === prev.fused?.mmsi) : undefined;
  const near = stuck ?? nearestVessel(lon, lat, reach, rules.fuseWithinM)?.vessel;
  const candidate = near
    ? prev.candidate?.mmsi === near.mmsi
      ? prev.candidate
      : { mmsi: near.mmsi, since: now }
    : null;

  let fused: FusionState['fused'] = null;
  if (prev.fused && stuck) fused = { mmsi: prev.fused.mmsi, awaySince: null };
  else if (candidate && now - candidate.since >= rules.fuseAfterMs) {
    fused = { mmsi: candidate.mmsi, awaySince: null };
  } else if (prev.fused) {
    const awaySince = prev.fused.awaySince ?? now;
    if (now - awaySince < rules.fuseAfterMs) fused = { mmsi: prev.fused.mmsi, awaySince };
  }

  let dark: FusionState['dark'] = null;
  let darkTarget: DarkTargetHit | null = null;
  if (!fused) {
    const port = portAround(lon, lat, input.ports, rules.portRadiusNm);
    if (port) {
      const same = prev.dark?.portId === port.id ? prev.dark : null;
      dark = same ?? { portId: port.id, since: now, raised: false };
      if (!dark.raised && now - dark.since >= rules.darkAfterMs) {
        dark = { ...dark, raised: true };
        darkTarget = { port, since: dark.since };
      }
    }
  }
  return { state: { candidate, fused, dark }, darkTarget };
}
