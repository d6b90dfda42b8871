import { greatCircleM } from '@pantau/geo';
import { WIB_OFFSET_MS } from '../format/wib.ts';

/**
 * SAR assist (Berita SAR): which vessels can reach a scene, and how soon. Pure: the positions
 * come from the live picture or the position store, the scene from Basarnas or the officer.
 */

const M_PER_NM = 1852;

/** Below this speed a vessel is not making way: no ETA (it may still be the nearest). */
export const ASSIST_MIN_SOG_KN = 0.5;

/** A vessel position to rank. */
export interface AssistCandidate {
  mmsi: number;
  name: string | null;
  shipType: number | null;
  lon: number;
  lat: number;
  t: number;
  sog: number | null;
  cog: number | null;
}

export interface AssistRow extends AssistCandidate {
  sarCapable: boolean;
  distanceNm: number;
  /** Minutes to the scene at its present speed, straight there; null when not making way. */
  etaMinutes: number | null;
}

/**
 * A SAR unit or a state vessel that can be tasked: AIS ship type 51 (search and rescue), or a
 * name the SPEC's categories give no code: KN (Kapal Negara: KN SAR, KN KPLP, KN Kenavigasian),
 * KRI (the navy), or one naming SAR, Basarnas or rescue.
 */
export function isSarCapable(shipType: number | null, name: string | null): boolean {
  if (shipType === 51) return true;
  if (!name) return false;
  const n = name.trim().toUpperCase();
  return /^(KN|KRI)\s/.test(n) || /\bSAR\b|BASARNAS|RESCUE/.test(n);
}

/**
 * The candidates within `radiusNm` of the scene, each with its distance and ETA, the soonest
 * first; those not making way after them, nearest first; ties by MMSI. One row per MMSI: the
 * candidate given last for an MMSI wins.
 */
export function rankAssist(
  scene: { lon: number; lat: number },
  candidates: Iterable<AssistCandidate>,
  radiusNm: number,
): AssistRow[] {
  const byMmsi = new Map<number, AssistRow>();
  for (const c of candidates) {
    const distanceNm = greatCircleM(c.lon, c.lat, scene.lon, scene.lat) / M_PER_NM;
    if (!(distanceNm <= radiusNm)) continue;
    const making = c.sog !== null && c.sog >= ASSIST_MIN_SOG_KN;
    byMmsi.set(c.mmsi, {
      ...c,
      sarCapable: isSarCapable(c.shipType, c.name),
      distanceNm,
      etaMinutes: making ? (distanceNm / (c.sog as number)) * 60 : null,
    });
  }
  return [...byMmsi.values()].sort(
    (a, b) =>
      (a.etaMinutes ?? Infinity) - (b.etaMinutes ?? Infinity) ||
      a.distanceNm - b.distanceNm ||
      a.mmsi - b.mmsi,
  );
}

/**
 * Each vessel's position nearest in time to `at`, from positions of any order (the position
 * store's rows around the incident).
 */
export function nearestInTime<P extends { mmsi: number; t: number }>(
  positions: Iterable<P>,
  at: number,
): P[] {
  const best = new Map<number, P>();
  for (const p of positions) {
    const had = best.get(p.mmsi);
    if (!had || Math.abs(p.t - at) < Math.abs(had.t - at)) best.set(p.mmsi, p);
  }
  return [...best.values()];
}

/**
 * A Basarnas wall-clock time (UTC+7, as its news write it: `2026-11-30 08:15:00`,
 * `2026-11-30T08:15`, `2026-11-30`) as unix ms; an explicit zone (`Z`, `+08:00`) is kept.
 * Null when it is not a date.
 */
export function parseWibDateTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text.trim(),
    );
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zone === undefined) return wall - WIB_OFFSET_MS;
  if (zone === 'Z') return wall;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  return wall - sign * offset;
}
