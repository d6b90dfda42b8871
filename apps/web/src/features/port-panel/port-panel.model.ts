import type { FeatureGeometry, RegistryAsset } from '@pantau/contracts';
import { mayManagePortFeatures, type Role } from '@pantau/domain';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { PortRef } from '../feature.ts';

/** The panel's own tabs (SPEC §2.20), before those features add; a Kantor Disnav has these only. */
export const OWN_TABS = [
  { id: 'information', order: 10, label: 'portPanel.tabs.information' },
  { id: 'navigation', order: 20, label: 'portPanel.tabs.navigation' },
] as const satisfies readonly { id: string; order: number; label: MessageKey }[];

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
 * The tabs a registry entry's panel has: a port its own and those features add, in order; a
 * Kantor Disnav, an office and not a port, only INFORMATION (with its Alur & SBNP button) and
 * NAVIGATION (its lanes): it has no vessels, monitoring or sensors of its own.
 */
export function portTabsFor<T extends { id: string; order: number }>(
  a: Pick<RegistryAsset, 'category'>,
  added: readonly T[],
): (T | (typeof OWN_TABS)[number])[] {
  return isDisnavOffice(a)
    ? [...OWN_TABS]
    : [...OWN_TABS, ...added].sort((x, y) => x.order - y.order);
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
export type SensorStatus = 'ok' | 'down' | 'none';

export const STATUS_KEY = {
  ok: 'portPanel.status.ok',
  down: 'portPanel.status.down',
  none: 'portPanel.status.none',
} as const;
