import { NM_M, type PortVessel } from '@pantau/contracts';
import type { DlkpPolygon } from '@pantau/domain';
import { greatCircleM, pointInRing } from '@pantau/geo';

/**
 * The port info panel's counts (SPEC §2.20), pure: which live vessels are within a port's
 * AIS radius, how far, and whether inside its DLKP polygon (Daerah Lingkungan Kerja
 * Pelabuhan, the port's working waters).
 */

/** What the counts read of a live vessel (the live picture's state has these fields). */
export interface LiveVesselLike {
  mmsi: number;
  lon: number;
  lat: number;
  name: string | null;
  callSign: string | null;
  imo: number | null;
  shipType: number | null;
  sog: number | null;
  cog: number | null;
  positionT: number;
}

/**
 * The vessels within `radiusNm` of the port, nearest first, each with its distance and
 * whether inside the DLKP polygon (null without one). Vessels without a position (NaN) are
 * left out.
 */
export function vesselsNear(
  vessels: Iterable<LiveVesselLike>,
  port: { lon: number; lat: number },
  radiusNm: number,
  dlkp: DlkpPolygon | null,
): PortVessel[] {
  const limitM = radiusNm * NM_M;
  const out: PortVessel[] = [];
  for (const v of vessels) {
    if (!Number.isFinite(v.lon) || !Number.isFinite(v.lat)) continue;
    const m = greatCircleM(port.lon, port.lat, v.lon, v.lat);
    if (m > limitM) continue;
    out.push({
      mmsi: v.mmsi,
      name: v.name,
      callSign: v.callSign,
      imo: v.imo,
      shipType: v.shipType,
      lon: v.lon,
      lat: v.lat,
      sog: v.sog,
      cog: v.cog,
      distanceNm: Math.round((m / NM_M) * 100) / 100,
      inDlkp: dlkp ? pointInRing(v.lon, v.lat, dlkp.ring) : null,
      positionT: v.positionT,
    });
  }
  return out.sort((a, b) => a.distanceNm - b.distanceNm || a.mmsi - b.mmsi);
}

export interface PortCounts {
  within30: number;
  within15: number;
  /** Inside and outside the DLKP polygon, of those within 30 NM; null without a polygon. */
  inside: number | null;
  outside: number | null;
}

/** The counts of the vessels within 30 NM (as `vesselsNear` gave them). */
export function portCounts(near30: readonly PortVessel[], hasDlkp: boolean): PortCounts {
  const inside = near30.filter((v) => v.inDlkp === true).length;
  return {
    within30: near30.length,
    within15: near30.filter((v) => v.distanceNm <= 15).length,
    inside: hasDlkp ? inside : null,
    outside: hasDlkp ? near30.length - inside : null,
  };
}
