import { WIB_OFFSET_MS, wibDay } from '../format/wib.ts';

/**
 * INFRASTRUCTURE (SPEC §2.13): the uptime of a location's sensors per UTC+7 day. A sensor
 * is observed now and then (a health check, a source's engine state); the span between two
 * observations is credited to the state seen at its start, split at UTC+7 midnight. A gap
 * longer than `maxGapMs` (the server was stopped, the checker stalled) is credited only up
 * to `maxGapMs`: what nobody observed is neither up nor down.
 */

/** The port sensors an administrator adds through PORTS (SPEC §2 'Left menu entries'). */
export const SENSOR_KINDS = ['cctv', 'vhf', 'weather'] as const;
export type SensorKind = (typeof SENSOR_KINDS)[number];

/** The columns of INFRASTRUCTURE after Nama Lokasi, in the spec's order. */
export const UPTIME_KINDS = ['vhf', 'ais', 'radar', 'cctv', 'weather'] as const;
export type UptimeKind = (typeof UPTIME_KINDS)[number];

/**
 * SPEC §9 'Main infrastructure locations: batam, belawan, benoa, priok, tarakan', each the
 * registry port it names (Batam is the spec's own entry; the others their World Port Index
 * port: Belawan, Benoa, Jakarta (Tanjung Priok), Lingkas (Tarakan)), with the name officers
 * call it by.
 */
export const MAIN_LOCATIONS = [
  { key: 'batam', portId: 'IDBTM', name: 'Batam' },
  { key: 'belawan', portId: 'wpi-50730', name: 'Belawan' },
  { key: 'benoa', portId: 'wpi-51260', name: 'Benoa' },
  { key: 'priok', portId: 'wpi-50970', name: 'Tanjung Priok' },
  { key: 'tarakan', portId: 'wpi-51780', name: 'Tarakan' },
] as const;
export type MainLocationKey = (typeof MAIN_LOCATIONS)[number]['key'];

export function mainLocationKey(portId: string): MainLocationKey | null {
  return MAIN_LOCATIONS.find((l) => l.portId === portId)?.key ?? null;
}

/** Time observed within one UTC+7 day, and how much of it the sensor was up. */
export interface UptimeCredit {
  day: string;
  upMs: number;
  knownMs: number;
}

const DAY_MS = 86_400_000;

/** The instant the UTC+7 day holding `ms` ends. */
function wibDayEnd(ms: number): number {
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - WIB_OFFSET_MS;
}

/**
 * The credit of the span [from, to) in which the sensor was `up` (as seen at `from`), per
 * UTC+7 day; at most `maxGapMs` of it. Nothing for an empty or backwards span.
 */
export function creditSpan(
  from: number,
  to: number,
  up: boolean,
  maxGapMs: number,
): UptimeCredit[] {
  const end = Math.min(to, from + Math.max(0, maxGapMs));
  const out: UptimeCredit[] = [];
  let at = from;
  while (at < end) {
    const next = Math.min(end, wibDayEnd(at));
    const ms = next - at;
    out.push({ day: wibDay(at), upMs: up ? ms : 0, knownMs: ms });
    at = next;
  }
  return out;
}

/** One observation of a sensor's state. */
export interface Sample {
  at: number;
  up: boolean;
}

/**
 * The credits of a run of observations (in time order): each span to the next observation
 * credited to the state seen at its start, merged per day. The last observation opens a span
 * that only a later one (or `now`) closes.
 */
export function creditSamples(
  samples: readonly Sample[],
  maxGapMs: number,
  now?: number,
): UptimeCredit[] {
  const byDay = new Map<string, UptimeCredit>();
  const add = (c: UptimeCredit) => {
    const d = byDay.get(c.day);
    if (d) {
      d.upMs += c.upMs;
      d.knownMs += c.knownMs;
    } else byDay.set(c.day, { ...c });
  };
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] as Sample;
    const next = samples[i + 1]?.at ?? now;
    if (next === undefined) continue;
    for (const c of creditSpan(s.at, next, s.up, maxGapMs)) add(c);
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Uptime in percent, one decimal, of the credits of a location's sensors of one kind on one
 * day (their time up over their time observed); null when nothing was observed.
 */
export function uptimePercent(
  credits: readonly { upMs: number; knownMs: number }[],
): number | null {
  let up = 0;
  let known = 0;
  for (const c of credits) {
    up += c.upMs;
    known += c.knownMs;
  }
  if (known <= 0) return null;
  return Math.round((Math.min(up, known) / known) * 1000) / 10;
}

/**
 * What a location's cell shows for one kind: '-' where it has no such sensor (SPEC §2.13),
 * the uptime where one was observed that day, and `null` (configured, not observed) else.
 */
export function uptimeCell(
  configured: boolean,
  credits: readonly { upMs: number; knownMs: number }[],
): number | '-' | null {
  if (!configured && credits.length === 0) return '-';
  return uptimePercent(credits);
}
