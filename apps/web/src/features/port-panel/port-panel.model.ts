import type { FeatureGeometry, RegistryAsset } from '@pantau/contracts';
import { mayManagePortFeatures, type Role } from '@pantau/domain';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { PortRef, PortTabId } from '../feature.ts';

/** The tabs' labels (SPEC §2.20, as the spec writes them). */
export const TAB_LABEL: Record<PortTabId, MessageKey> = {
  information: 'portPanel.tabs.information',
  navigation: 'portPanel.tabs.navigation',
  monitoring: 'portPanel.tabs.monitoring',
  cctv: 'portPanel.tabs.cctv',
  vhf: 'portPanel.tabs.vhf',
  radar: 'portPanel.tabs.radar',
  weather: 'portPanel.tabs.weather',
};

export const refOf = (a: RegistryAsset): PortRef => ({
  id: a.id,
  name: a.name,
  code: a.code,
  lon: a.lon,
  lat: a.lat,
});

/** The Kantor Disnav type of port (SPEC §2.20: it shows only the Alur & SBNP button). */
export const isDisnavOffice = (a: Pick<RegistryAsset, 'category'>) =>
  a.category === 'kantor disnav';

/**
 * The tabs a registry entry's panel has: a port all of SPEC §2.20's; a Kantor Disnav, an
 * office and not a port, only INFORMATION (with its Alur & SBNP button) and NAVIGATION (its
 * lanes): it has no vessels, monitoring or sensors of its own.
 */
export function portTabsOf(
  a: Pick<RegistryAsset, 'category'>,
  all: readonly PortTabId[],
): readonly PortTabId[] {
  return isDisnavOffice(a) ? all.filter((t) => t === 'information' || t === 'navigation') : all;
}

/**
 * Whether the panel shows 'Alur & SBNP' (SPEC §2.20: every port, a Kantor Disnav too): for a
 * registry entry with a UN/LOCODE, to those who may manage that port's features (SPEC §6:
 * superAdmin and developer always; disnav, lps and admin when their portCode is the port's).
 */
export function showsAlurSbnp(
  asset: Pick<RegistryAsset, 'code'>,
  user: { role: Role; portCode: string | null } | undefined,
): boolean {
  return user !== undefined && asset.code !== null && mayManagePortFeatures(user, asset.code);
}

const pair = (p: readonly number[]) => `${(p[0] ?? 0).toFixed(5)}, ${(p[1] ?? 0).toFixed(5)}`;

/** A feature's coordinates in a cell: a point's own, else the first and how many there are. */
export function coordinatesText(g: FeatureGeometry): string {
  if (g.type === 'Point') return pair(g.coordinates);
  const points = g.type === 'LineString' ? g.coordinates : (g.coordinates[0] ?? []);
  const first = points[0];
  return first ? `${pair(first)} (+${points.length - 1})` : '-';
}

/** The sensors whose status the header shows (SPEC §2.20), and the tab that fills each. */
export const SENSORS = ['cctv', 'vhf', 'radar', 'weather'] as const;
export type Sensor = (typeof SENSORS)[number];
export type SensorStatus = 'ok' | 'down' | 'none';

export const SENSOR_LABEL: Record<Sensor, string> = {
  cctv: 'CCTV',
  vhf: 'VHF',
  radar: 'RADAR',
  weather: 'WEATHER',
};

export const STATUS_KEY = {
  ok: 'portPanel.status.ok',
  down: 'portPanel.status.down',
  none: 'portPanel.status.none',
} as const;
