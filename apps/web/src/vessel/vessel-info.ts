import type { LiveStatic, VesselView } from '@pantau/contracts';
import { MISSING, NAV_STATUS, orMissing, shipTypeText, timeOrMissing } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import type { VesselLookup } from '../live/live.protocol.ts';
import { dimension, formatEta } from './format.ts';
import { STOPPED_KN, departureTime, trackDistanceNm, type VoyagePoint } from './track.ts';

import type { Row } from '../ui/InfoRows.tsx';

export type { Row };

/** A point of the loaded track, as the panel reads it. */
export interface InfoTrackPoint extends VoyagePoint {
  navStatus: number | null;
}

const fixed = (v: number | null | undefined, digits: number, unit = '') =>
  v == null ? MISSING : `${v.toFixed(digits)}${unit}`;

/** A latitude or longitude in degrees, minutes and seconds, then in degrees to 5 places. */
export const formatCoordinate = (v: number | null | undefined, dms: (x: number) => string) =>
  v == null ? MISSING : `${dms(v)} (${v.toFixed(5)})`;

/**
 * Navigation status words: the reported code, else derived from speed (SPEC §4: 0 to 1 kn
 * at anchor, above 1 under way using engine, unknown 'No information').
 */
export function navStatusText(code: number | null | undefined, sog: number | null | undefined) {
  if (code != null && code !== 15) return NAV_STATUS[code] ?? MISSING;
  if (sog == null) return 'No information';
  return sog <= STOPPED_KN ? 'At anchor' : 'Under way using engine';
}

/** How long ago a time was: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatAge(ms: number | null | undefined, now: number): string {
  if (ms == null || !Number.isFinite(ms)) return MISSING;
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return `${h} h ${min % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

export interface VesselInfo {
  general: Row[];
  dynamic: Row[];
  /** ETD, ETA, the newest position's source and age. */
  voyage: Row[];
  /** ISO 3166-1 alpha-2 code of the flag (from the MMSI's MID), for the flag image. */
  flagIso: string | null;
}

/**
 * The rows of the vessel panel (SPEC §2.15): what the live worker holds now, else what the
 * server's picture says (`GET /api/vessels/:mmsi`); the loaded track gives the distance,
 * the number of points, the departure and, when neither has one, the nav status. DWT, GT,
 * depth and LOA are registry data Pantau does not have. Missing values are '-'.
 */
export function vesselInfo(
  mmsi: number,
  live: VesselLookup | null,
  state: VesselView | null | undefined,
  track: readonly InfoTrackPoint[] | null = null,
  now: number = Date.now(),
  trackTotal: number | null = null,
): VesselInfo {
  const s: Partial<Omit<LiveStatic, 'sources'>> = live?.static ?? state ?? {};
  const sources = live?.static?.sources ?? (state ? Object.keys(state.sources) : []);
  const aisClass = s.aisClass ?? (live ? (live.classB ? 'B' : 'A') : null);
  const lat = live?.lat ?? state?.lat;
  const lon = live?.lon ?? state?.lon;
  const sog = live ? live.sog : state?.sog;
  const t = live?.t ?? state?.positionT;
  const newest = track?.at(-1);
  const navStatus = state?.navStatus ?? newest?.navStatus;
  const etd = track ? departureTime(track) : null;
  const source = state?.positionSource ?? (live?.satellite ? 'satellite' : sources[0]);
  return {
    general: [
      ['Name', orMissing(s.name)],
      ['MMSI', String(mmsi)],
      ['Call sign', orMissing(s.callSign)],
      ['IMO', orMissing(s.imo)],
      ['Vessel type', s.shipType == null ? MISSING : shipTypeText(s.shipType)],
      ['AIS type', aisClass ? `Class ${aisClass}` : MISSING],
      ['DWT', MISSING],
      ['GT', MISSING],
      ['Flag code', orMissing(s.flag?.iso)],
      ['Flag', orMissing(s.flag?.country)],
      ['Length', dimension(s.toBow, s.toStern)],
      ['Width', dimension(s.toPort, s.toStarboard)],
      ['Depth', MISSING],
      ['LOA', MISSING],
      ['Source', sources.length > 0 ? sources.join(', ') : MISSING],
    ],
    dynamic: [
      ['Timestamp', timeOrMissing(t)],
      ['Latitude', formatCoordinate(lat, formatLatDms)],
      ['Longitude', formatCoordinate(lon, formatLonDms)],
      ['Heading', orMissing(live ? live.heading : state?.heading, '°')],
      ['Course', fixed(live ? live.cog : state?.cog, 1, '°')],
      ['Speed', fixed(sog, 1, ' kn')],
      ['Nav status', t == null ? MISSING : navStatusText(navStatus, sog)],
      ['Destination', orMissing(s.destination)],
      ['Draught', fixed(s.draught, 1, ' m')],
      ['Distance', track && track.length > 1 ? fixed(trackDistanceNm(track), 2, ' nmi') : MISSING],
      // The positions stored, even where the server thinned the track it sent.
      ['Total data', track ? String(trackTotal ?? track.length) : MISSING],
    ],
    voyage: [
      ['ETD', timeOrMissing(etd)],
      ['ETA', formatEta(s.eta)],
      ['Position source', orMissing(source)],
      ['Age', formatAge(t, now)],
    ],
    flagIso: s.flag?.iso ?? null,
  };
}
