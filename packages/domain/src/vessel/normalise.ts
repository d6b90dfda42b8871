import type { AisClass, PositionEvent, StaticEvent, VesselEvent, VoyageEvent } from './events.ts';
import { mmsiKind } from './mid.ts';

/**
 * AIS fields in physical units with "not available" already null, as `@pantau/ais`'s
 * `scaled()` gives them (field names as gpsd's). Only what the vessel model reads is named.
 */
export interface ScaledAis {
  type: number;
  mmsi: number;
  [field: string]: unknown;
}

const POSITION_TYPES = new Set([1, 2, 3, 18, 19, 27]);
const CLASS_B_TYPES = new Set([18, 19, 24]);

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** AIS six-bit text with its '@' padding and trailing spaces removed; empty → null. */
export function cleanText(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const at = v.indexOf('@');
  const s = (at >= 0 ? v.slice(0, at) : v).trim().replace(/\s+/g, ' ');
  return s.length > 0 ? s : null;
}

/** ROT_AIS (±126, 4.733·√(°/min)) to degrees per minute; ±127 (turning, rate unknown) → null. */
export function rotDegreesPerMinute(raw: number | null): number | null {
  if (raw === null || raw === 127 || raw === -127) return null;
  const v = (raw / 4.733) ** 2;
  return Math.round((raw < 0 ? -v : v) * 10) / 10;
}

/** A vessel's MMSI: nine digits, not a coast station, group, or aid to navigation. */
export function isVesselMmsi(mmsi: number): boolean {
  if (!Number.isInteger(mmsi) || mmsi < 100_000_000 || mmsi > 999_999_999) return false;
  const kind = mmsiKind(mmsi);
  return kind === 'ship' || kind === 'sar-aircraft' || kind === 'craft' || kind === 'sart';
}

function aisClassOf(type: number): AisClass | null {
  if (CLASS_B_TYPES.has(type)) return 'B';
  if (type >= 1 && type <= 5) return 'A';
  return null;
}

/**
 * AIS → vessel events. Messages of non-vessel stations, impossible positions and types that
 * say nothing about a vessel give no event; a type 5 gives a static and a voyage event, a
 * type 19 a position and a static one.
 */
export function normaliseAis(m: ScaledAis, t: number, source: string): VesselEvent[] {
  if (!isVesselMmsi(m.mmsi)) return [];
  const out: VesselEvent[] = [];
  const aisClass = aisClassOf(m.type);
  if (POSITION_TYPES.has(m.type)) {
    const lat = num(m['lat']);
    const lon = num(m['lon']);
    if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
      const heading = num(m['heading']);
      const position: PositionEvent = {
        kind: 'position',
        mmsi: m.mmsi,
        t,
        source,
        msgType: m.type,
        aisClass,
        lat,
        lon,
        sog: m.type === 27 ? num(m['speed']) : tenths(num(m['speed'])),
        cog: m.type === 27 ? num(m['course']) : tenths(num(m['course'])),
        heading: heading !== null && heading < 360 ? heading : null,
        navStatus: num(m['status']),
        rot: rotDegreesPerMinute(num(m['turn'])),
        accuracy: m['accuracy'] === true,
      };
      // A speed over 102.2 knots is AIS's "102.2 or more"; a course of 360 or more is invalid.
      if (position.cog !== null && position.cog >= 360) position.cog = null;
      out.push(position);
    }
  }
  if (m.type === 5 || m.type === 19 || m.type === 24) out.push(staticOf(m, t, source, aisClass));
  if (m.type === 5) out.push(voyageOf(m, t, source));
  return out;
}

/** Scaled tenths come with binary noise (0.1 × 123): one decimal, as sent. */
const tenths = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

function staticOf(m: ScaledAis, t: number, source: string, aisClass: AisClass | null): StaticEvent {
  const imo = num(m['imo']);
  // Type 24 comes in two parts: A has the name only, B the type, call sign and size.
  const partB = m.type === 24 && m['partno'] === 1;
  const partA = m.type === 24 && !partB;
  const dim = (k: string) => (partA ? null : nonZero(num(m[k])));
  return {
    kind: 'static',
    mmsi: m.mmsi,
    t,
    source,
    msgType: m.type,
    aisClass,
    name: partB ? null : cleanText(m['shipname']),
    callSign: partA ? null : cleanText(m['callsign']),
    imo: imo !== null && imo >= 1_000_000 && imo <= 9_999_999 ? imo : null,
    shipType: partA ? null : nonZero(num(m['shiptype'])),
    toBow: dim('to_bow'),
    toStern: dim('to_stern'),
    toPort: dim('to_port'),
    toStarboard: dim('to_starboard'),
  };
}

const nonZero = (v: number | null) => (v === null || v === 0 ? null : v);

function voyageOf(m: ScaledAis, t: number, source: string): VoyageEvent {
  const [month, day, hour, minute] = ['month', 'day', 'hour', 'minute'].map((k) => num(m[k]));
  const draught = num(m['draught']);
  return {
    kind: 'voyage',
    mmsi: m.mmsi,
    t,
    source,
    destination: cleanText(m['destination']),
    draught: draught === null || draught === 0 ? null : Math.round(draught * 10) / 10,
    eta: month && day && hour != null && minute != null ? { month, day, hour, minute } : null,
  };
}
