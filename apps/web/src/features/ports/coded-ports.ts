import type { RegistryAsset } from '@pantau/contracts';

/** A registry port with a UN/LOCODE: a port whose Alur & SBNP features are kept (issue #14). */
export interface CodedPort {
  code: string;
  name: string;
  /** Its other names ('Jakarta' for Tanjung Priok), so a search by them finds it too. */
  alternateName: string | null;
  lon: number;
  lat: number;
}

/** The registry's ports that have a UN/LOCODE, one per code (the first listed), by name. */
export function codedPorts(
  assets: readonly (Pick<RegistryAsset, 'category' | 'code' | 'name' | 'lon' | 'lat'> & {
    alternateName?: string | null;
  })[],
): CodedPort[] {
  const byCode = new Map<string, CodedPort>();
  for (const a of assets) {
    if (a.category !== 'ports' || a.code === null || byCode.has(a.code)) continue;
    byCode.set(a.code, {
      code: a.code,
      name: a.name,
      alternateName: a.alternateName ?? null,
      lon: a.lon,
      lat: a.lat,
    });
  }
  return [...byCode.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code),
  );
}
