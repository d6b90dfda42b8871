import type { AoiVessel } from '@pantau/contracts';
import { orMissing, timeOrMissing } from '@pantau/domain';
import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * LIST ZONA AOI's columns (SPEC §2.4, §3 'AOI zone vessel'): the detected-vessel fields
 * Pantau has, each with its heading (a message key) and how its value is written (missing
 * values '-', times UTC+7, coordinates to 5 decimals as SPEC §9 says).
 */
export interface ZonaColumn {
  id: keyof AoiVessel;
  label: MessageKey;
  value: (v: AoiVessel) => string;
}

const fixed5 = (n: number) => n.toFixed(5);

export const ZONA_COLUMNS: readonly ZonaColumn[] = [
  { id: 'mmsi', label: 'aoi.zona.columns.mmsi', value: (v) => String(v.mmsi) },
  { id: 'name', label: 'aoi.zona.columns.name', value: (v) => orMissing(v.name) },
  { id: 'callSign', label: 'aoi.zona.columns.callSign', value: (v) => orMissing(v.callSign) },
  { id: 'imo', label: 'aoi.zona.columns.imo', value: (v) => orMissing(v.imo) },
  { id: 'shipTypeStr', label: 'aoi.zona.columns.shipType', value: (v) => orMissing(v.shipTypeStr) },
  {
    id: 'navStatusStr',
    label: 'aoi.zona.columns.navStatus',
    value: (v) => orMissing(v.navStatusStr),
  },
  { id: 'heading', label: 'aoi.zona.columns.heading', value: (v) => orMissing(v.heading, '°') },
  { id: 'longitude', label: 'aoi.zona.columns.longitude', value: (v) => fixed5(v.longitude) },
  { id: 'latitude', label: 'aoi.zona.columns.latitude', value: (v) => fixed5(v.latitude) },
  {
    id: 'timestamp',
    label: 'aoi.zona.columns.timestamp',
    value: (v) => timeOrMissing(v.timestamp),
  },
  { id: 'source', label: 'aoi.zona.columns.source', value: (v) => orMissing(v.source) },
  { id: 'class', label: 'aoi.zona.columns.class', value: (v) => orMissing(v.class) },
  {
    id: 'enteredAt',
    label: 'aoi.zona.columns.enteredAt',
    value: (v) => timeOrMissing(v.enteredAt),
  },
];

/** The rows a search keeps: MMSI, name or call sign containing the text (any case). */
export function searchVessels(vessels: readonly AoiVessel[], query: string): AoiVessel[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...vessels];
  return vessels.filter(
    (v) =>
      String(v.mmsi).includes(q) ||
      (v.name?.toLowerCase().includes(q) ?? false) ||
      (v.callSign?.toLowerCase().includes(q) ?? false),
  );
}
