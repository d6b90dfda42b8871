import type { LiveStatic, VesselView } from '@pantau/contracts';
import { NAV_STATUS, shipTypeText } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import { MISSING, dimension, flagEmoji, formatEta, formatTimeWib, orMissing } from './format.ts';
import type { VesselLookup } from './live.protocol.ts';

export type Row = [label: string, value: string];

const fixed = (v: number | null | undefined, digits: number, unit = '') =>
  v == null ? MISSING : `${v.toFixed(digits)}${unit}`;

const coordinate = (v: number | null | undefined, dms: (x: number) => string) =>
  v == null ? MISSING : `${dms(v)} (${v.toFixed(5)})`;

/**
 * The rows of the vessel panel (SPEC §2.15): what the live worker holds now, else what the
 * server's picture says (`GET /api/vessels/:mmsi`); the track's newest point gives the nav
 * status when neither has one. Missing values are '-'.
 */
export function vesselInfo(
  mmsi: number,
  live: VesselLookup | null,
  state: VesselView | null | undefined,
  trackNavStatus: number | null = null,
): { general: Row[]; dynamic: Row[] } {
  const s: Partial<Omit<LiveStatic, 'sources'>> = live?.static ?? state ?? {};
  const sources = live?.static?.sources ?? (state ? Object.keys(state.sources) : []);
  const aisClass = s.aisClass ?? (live ? (live.classB ? 'B' : 'A') : null);
  const lat = live?.lat ?? state?.lat;
  const lon = live?.lon ?? state?.lon;
  const navStatus = state?.navStatus ?? trackNavStatus;
  return {
    general: [
      ['Name', orMissing(s.name)],
      ['MMSI', String(mmsi)],
      ['Call sign', orMissing(s.callSign)],
      ['IMO', orMissing(s.imo)],
      ['Vessel type', s.shipType == null ? MISSING : shipTypeText(s.shipType)],
      ['AIS type', aisClass ? `Class ${aisClass}` : MISSING],
      [
        'Flag',
        s.flag ? `${flagEmoji(s.flag.iso)} ${s.flag.country} (${s.flag.iso})`.trim() : MISSING,
      ],
      ['Length', dimension(s.toBow, s.toStern)],
      ['Width', dimension(s.toPort, s.toStarboard)],
      ['Source', sources.length > 0 ? sources.join(', ') : MISSING],
    ],
    dynamic: [
      ['Timestamp', formatTimeWib(live?.t ?? state?.positionT)],
      ['Latitude', coordinate(lat, formatLatDms)],
      ['Longitude', coordinate(lon, formatLonDms)],
      ['Heading', orMissing(live ? live.heading : state?.heading, '°')],
      ['Course', fixed(live ? live.cog : state?.cog, 1, '°')],
      ['Speed', fixed(live ? live.sog : state?.sog, 1, ' kn')],
      ['Nav status', navStatus == null ? MISSING : (NAV_STATUS[navStatus] ?? MISSING)],
      ['Destination', orMissing(s.destination)],
      ['Draught', fixed(s.draught, 1, ' m')],
      ['ETA', formatEta(s.eta)],
    ],
  };
}
