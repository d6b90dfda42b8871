import type { RadarTarget } from '@pantau/contracts';
import { MISSING, orMissing, timeOrMissing } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import type { TFunction } from 'i18next';
import type { Row } from '../../ui/InfoRows.tsx';
import { formatCoordinate } from '../../vessel/vessel-info.ts';

const fixed = (v: number | null, digits: number, unit = '') =>
  v === null || !Number.isFinite(v) ? MISSING : `${v.toFixed(digits)}${unit}`;

/** Who the track is: its own MMSI (IVEF), or the AIS vessel it is fused to (with its origin). */
function mmsiText(t: TFunction, target: RadarTarget): string {
  if (target.mmsi === null) return MISSING;
  return target.fusedMmsi === target.mmsi
    ? t('radar.fusedTo', { mmsi: target.mmsi })
    : String(target.mmsi);
}

/**
 * The vessel panel's radar tables (SPEC §2.15, §3 'Radar target'): the nmea table (mmsi,
 * shipType, course, longitude, latitude, distance NM, direction, speed knots, trackingMode,
 * timestamp, source) or the ivef one (mmsi, imo, name, callSign, longitude, latitude,
 * shipType, destName, eta, draught, course, speed, heading, rot, length, width, timestamp).
 */
export function radarRows(t: TFunction, r: RadarTarget): Row[] {
  const label = (k: string) => t(`radar.field.${k}` as 'radar.field.mmsi');
  const lon = formatCoordinate(r.longitude, formatLonDms);
  const lat = formatCoordinate(r.latitude, formatLatDms);
  const time = timeOrMissing(r.timestamp * 1000);
  if (r.kind === 'nmea') {
    return [
      [label('mmsi'), mmsiText(t, r)],
      [label('shipType'), orMissing(r.shipType)],
      [label('course'), fixed(r.course, 1, '°')],
      [label('longitude'), lon],
      [label('latitude'), lat],
      [label('distance'), fixed(r.distance, 2, ' NM')],
      [label('direction'), fixed(r.direction, 1, '°')],
      [label('speed'), fixed(r.speed, 1, ' kn')],
      [label('trackingMode'), orMissing(r.trackingMode)],
      [label('timestamp'), time],
      [label('source'), r.source],
    ];
  }
  return [
    [label('mmsi'), mmsiText(t, r)],
    [label('imo'), orMissing(r.imo)],
    [label('name'), orMissing(r.name)],
    [label('callSign'), orMissing(r.callSign)],
    [label('longitude'), lon],
    [label('latitude'), lat],
    [label('shipType'), orMissing(r.shipType)],
    [label('destName'), orMissing(r.destName)],
    [label('eta'), orMissing(r.eta)],
    [label('draught'), fixed(r.draught, 1, ' m')],
    [label('course'), fixed(r.course, 1, '°')],
    [label('speed'), fixed(r.speed, 1, ' kn')],
    [label('heading'), fixed(r.heading, 0, '°')],
    [label('rot'), orMissing(r.rot)],
    [label('length'), fixed(r.length, 0, ' m')],
    [label('width'), fixed(r.width, 0, ' m')],
    [label('timestamp'), time],
  ];
}
