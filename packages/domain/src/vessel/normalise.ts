import type { AisClass, StaticEvent, VesselEvent, VoyageEvent } from './events.ts';
import { mmsiKind } from './mid.ts';

/**
 * A decoded AIS message as `@pantau/ais` yields it: raw, unscaled field values named as
 * gpsd names them (ITU-R M.1371 units: 1/10000 minute, 0.1 knot, 0.1 degree, ...). This
 * mapping owns the units and the "not available" values of the fields the vessel model reads.
 */
export interface RawAis {
  type: number;
  mmsi: number;
  [field: string]: unknown;
}

/** 1/10000 minute per degree, and type 27's 1/10 minute. */
const PER_DEG = 600_000;
const PER_DEG_27 = 600;

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
export function normaliseAis(m: RawAis, t: number, source: string): VesselEvent[] {
  if (!isVesselMmsi(m.mmsi)) return [];
  const out: VesselEvent[] = [];
  const aisClass = aisClassOf(m.type);
  if (POSITION_TYPES.has(m.type)) {
    const t27 = m.type === 27;
    const perDeg = t27 ? PER_DEG_27 : PER_DEG;
    const rawLat = num(m['lat']);
    const rawLon = num(m['lon']);
    // 91° and 181° are "not available"; anything past the poles or the antimeridian is noise.
    if (
      rawLat !== null &&
      rawLon !== null &&
      Math.abs(rawLat) <= 90 * perDeg &&
      Math.abs(rawLon) <= 180 * perDeg
    ) {
      const speed = num(m['speed']);
      const course = num(m['course']);
      const heading = num(m['heading']);
      const status = num(m['status']);
      const turn = num(m['turn']);
      out.push({
        kind: 'position',
        mmsi: m.mmsi,
        t,
        source,
        msgType: m.type,
        aisClass,
        lat: rawLat / perDeg,
        lon: rawLon / perDeg,
        sog: t27
          ? speed === 63
            ? null
            : speed
          : speed === null || speed === 1023
            ? null
            : speed / 10,
        cog: t27
          ? course === null || course >= 360
            ? null
            : course
          : course === null || course >= 3600
            ? null
            : course / 10,
        heading: heading !== null && heading < 360 ? heading : null,
        navStatus: status === 15 ? null : status,
        rot: turn === null || turn === -128 ? null : rotDegreesPerMinute(turn),
        accuracy: m['accuracy'] === true,
      });
    }
  }
  if (m.type === 5 || m.type === 19 || m.type === 24) out.push(staticOf(m, t, source, aisClass));
  if (m.type === 5) out.push(voyageOf(m, t, source));
  return out;
}

function staticOf(m: RawAis, t: number, source: string, aisClass: AisClass | null): StaticEvent {
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
    ...(m.type === 5 ? { aisVersion: num(m['ais_version']) } : {}),
    ...(partB ? { vendorId: cleanText(m['vendorid']) } : {}),
  };
}

const nonZero = (v: number | null) => (v === null || v === 0 ? null : v);

function voyageOf(m: RawAis, t: number, source: string): VoyageEvent {
  const month = num(m['month']);
  const day = num(m['day']);
  const hour = num(m['hour']);
  const minute = num(m['minute']);
  const draught = num(m['draught']);
  const etaGiven = month && day && hour !== null && hour < 24 && minute !== null && minute < 60;
  return {
    kind: 'voyage',
    mmsi: m.mmsi,
    t,
    source,
    destination: cleanText(m['destination']),
    draught: draught === null || draught === 0 ? null : draught / 10,
    eta: etaGiven ? { month, day, hour, minute } : null,
  };
}
