import type { AoiView, MonitoringRow } from '@pantau/contracts';
import { greatCircleM } from '@pantau/geo';
import type { PortRef } from '../feature.ts';

/** SPEC §9: the boundary circle of a port, 30 NM. The Lane tab's areas touch it. */
export const LANE_RADIUS_M = 30 * 1852;

/**
 * The areas of interest that belong to a port's Lane tab: those with a point (a corner, or a
 * circle's centre less its radius) within the port's 30 NM circle.
 */
export function lanesNear(
  aois: readonly AoiView[],
  port: Pick<PortRef, 'lon' | 'lat'>,
  radiusM = LANE_RADIUS_M,
): AoiView[] {
  return aois.filter((a) => {
    if (a.type === 'Circle' && a.center) {
      const d = greatCircleM(port.lon, port.lat, a.center[0], a.center[1]);
      return d - (a.radiusM ?? 0) <= radiusM;
    }
    return (a.coordinates ?? []).some(
      ([lon, lat]) => greatCircleM(port.lon, port.lat, lon, lat) <= radiusM,
    );
  });
}

/** The Port tab's rows whose MMSI, name or call sign holds the query (case ignored). */
export function searchRows(
  rows: readonly MonitoringRow[],
  query: string,
): readonly MonitoringRow[] {
  const q = query.trim().toLowerCase();
  if (q === '') return rows;
  return rows.filter((r) =>
    [String(r.mmsi), r.name ?? '', r.callSign ?? ''].some((v) => v.toLowerCase().includes(q)),
  );
}
