import type { LiveStatic, VesselView } from '@pantau/contracts';
import { MISSING, NAV_STATUS, orMissing, shipTypeText, timeOrMissing } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import type { TFunction } from 'i18next';
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
 * at anchor, above 1 under way using engine, unknown 'No information'). These are AIS's own
 * words, data like `@pantau/domain`'s `NAV_STATUS`, shown as they are in both languages.
 */
export function navStatusText(code: number | null | undefined, sog: number | null | undefined) {
  if (code != null && code !== 15) return NAV_STATUS[code] ?? MISSING;
  if (sog == null) return 'No information';
  return sog <= STOPPED_KN ? 'At anchor' : 'Under way using engine';
}

/** How long ago a time was, in the language of `t`: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatAge(t: TFunction, ms: number | null | undefined, now: number): string {
  if (ms == null || !Number.isFinite(ms)) return MISSING;
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return t('vessel.age.seconds', { s });
  const min = Math.floor(s / 60);
  if (min < 60) return t('vessel.age.minutes', { min });
  const h = Math.floor(min / 60);
  if (h < 24) return t('vessel.age.hours', { h, min: min % 60 });
  return t('vessel.age.days', { d: Math.floor(h / 24), h: h % 24 });
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
 * depth and LOA are registry data Pantau does not have. Missing values are '-'. Labels and
 * words are in the language of `t` (values such as names and ship types are data).
 */
export function vesselInfo(
  t: TFunction,
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
  const at = live?.t ?? state?.positionT;
  const newest = track?.at(-1);
  const navStatus = state?.navStatus ?? newest?.navStatus;
  const etd = track ? departureTime(track) : null;
  const source = state?.positionSource ?? (live?.satellite ? 'satellite' : sources[0]);
  return {
    general: [
      [t('vessel.info.name'), orMissing(s.name)],
      [t('vessel.info.mmsi'), String(mmsi)],
      [t('vessel.info.callSign'), orMissing(s.callSign)],
      [t('vessel.info.imo'), orMissing(s.imo)],
      [t('vessel.info.vesselType'), s.shipType == null ? MISSING : shipTypeText(s.shipType)],
      [t('vessel.info.aisType'), aisClass ? t('vessel.aisClass', { aisClass }) : MISSING],
      [t('vessel.info.dwt'), MISSING],
      [t('vessel.info.gt'), MISSING],
      [t('vessel.info.flagCode'), orMissing(s.flag?.iso)],
      [t('vessel.info.flag'), orMissing(s.flag?.country)],
      [t('vessel.info.length'), dimension(s.toBow, s.toStern)],
      [t('vessel.info.width'), dimension(s.toPort, s.toStarboard)],
      [t('vessel.info.depth'), MISSING],
      [t('vessel.info.loa'), MISSING],
      [t('vessel.info.source'), sources.length > 0 ? sources.join(', ') : MISSING],
    ],
    dynamic: [
      [t('vessel.info.timestamp'), timeOrMissing(at)],
      [t('vessel.info.latitude'), formatCoordinate(lat, formatLatDms)],
      [t('vessel.info.longitude'), formatCoordinate(lon, formatLonDms)],
      [t('vessel.info.heading'), orMissing(live ? live.heading : state?.heading, '°')],
      [t('vessel.info.course'), fixed(live ? live.cog : state?.cog, 1, '°')],
      [t('vessel.info.speed'), fixed(sog, 1, ' kn')],
      [t('vessel.info.navStatus'), at == null ? MISSING : navStatusText(navStatus, sog)],
      [t('vessel.info.destination'), orMissing(s.destination)],
      [t('vessel.info.draught'), fixed(s.draught, 1, ' m')],
      [
        t('vessel.info.distance'),
        track && track.length > 1 ? fixed(trackDistanceNm(track), 2, ' nmi') : MISSING,
      ],
      // The positions stored, even where the server thinned the track it sent.
      [t('vessel.info.totalData'), track ? String(trackTotal ?? track.length) : MISSING],
    ],
    voyage: [
      [t('vessel.info.etd'), timeOrMissing(etd)],
      [t('vessel.info.eta'), formatEta(s.eta)],
      [t('vessel.info.positionSource'), orMissing(source)],
      [t('vessel.info.age'), formatAge(t, at, now)],
    ],
    flagIso: s.flag?.iso ?? null,
  };
}
