/**
 * Writes each recorded situation of `definitions.ts` to `<name>.nmea` beside this file: the
 * vessels' reports as AIS sentences (`@pantau/ais`'s writer) behind an NMEA 4.10 tag block
 * with the source and the time (`\s:situation,c:<unix s>*hh\`), in time order, CRLF.
 * Reports come as ITU-R M.1371 has them: class A every 10 s under way and every 3 min at
 * anchor or moored, class B every 30 s; static data (5, or 24 A and B) every 6 minutes.
 *
 *   node apps/server/test/situations/record.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeSentences, type AisMessage } from '@pantau/ais';
import {
  destination,
  positionA,
  positionB,
  staticA,
  staticB,
  tagBlock,
  type LonLat,
} from '@pantau/sim';
import { SITUATIONS, START_S, type ScriptedVessel, type SituationDef } from './definitions.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const SITUATION_SOURCE = 'situation';
const STATIC_EVERY_S = 360;

interface Report {
  t: number;
  order: number;
  sentences: string[];
}

let seqId = 0;
function sentences(m: AisMessage): string[] {
  const r = encodeSentences(m, { seqId: seqId++ % 10 });
  if (!r.ok) throw new Error(`cannot encode type ${String(m.type)}: ${r.error.detail}`);
  return r.value;
}

/** Where the vessel is, its speed, course and status at each second of its legs. */
function* track(v: ScriptedVessel): Generator<{
  s: number;
  at: LonLat;
  kn: number;
  cog: number;
  status: number;
}> {
  let at: LonLat = v.start;
  let s = v.from ?? 0;
  let cog = 0;
  for (const leg of v.legs) {
    const end = s + leg.s;
    if ('steam' in leg) cog = leg.steam.cog;
    for (; s < end; s++) {
      if ('steam' in leg) {
        yield { s, at, kn: leg.steam.kn, cog, status: v.underwayStatus ?? 0 };
        at = destination(at, cog, leg.steam.kn / 3600);
      } else yield { s, at, kn: 0, cog, status: leg.still.status };
    }
  }
}

function reportsOf(v: ScriptedVessel, order: number): Report[] {
  const out: Report[] = [];
  let nextPos = v.from ?? 0;
  let nextStatic = v.from ?? 0;
  for (const p of track(v)) {
    if (v.silentAfter !== undefined && p.s >= v.silentAfter) break;
    const t = START_S + p.s;
    if (p.s >= nextStatic) {
      out.push({ t, order, sentences: staticOf(v).flatMap(sentences) });
      nextStatic += STATIC_EVERY_S;
    }
    if (p.s < nextPos) continue;
    const still = p.kn < 3 && p.status !== 0 && p.status !== 7;
    nextPos += v.aisClass === 'B' ? 30 : still ? 180 : 10;
    out.push({ t, order, sentences: sentences(positionOf(v, p, t)) });
  }
  return out;
}

/** A repeatable number in [-1, 1) for a vessel, a time and a purpose (xorshift32). */
function jitter(mmsi: number, t: number, salt: number): number {
  let x = (mmsi ^ Math.imul(t, 2654435761) ^ Math.imul(salt, 40503)) >>> 0 || 1;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) / 2 ** 31 - 1;
}

/**
 * A report as a real set sends it: under way, the course over ground wanders by up to 2°
 * and the speed by up to 0.2 kn from report to report (GNSS noise, the sea); the track
 * itself is the scripted one.
 */
function positionOf(
  v: ScriptedVessel,
  p: { at: LonLat; kn: number; cog: number; status: number },
  t: number,
): AisMessage {
  const moving = p.kn > 0;
  const kn = moving ? Math.max(0, p.kn + 0.2 * jitter(v.mmsi, t, 1)) : 0;
  const cog = moving ? (p.cog + 2 * jitter(v.mmsi, t, 2) + 360) % 360 : p.cog;
  const m = v.aisClass === 'B' ? positionB() : positionA();
  return Object.assign(m, {
    mmsi: v.mmsi,
    speed: Math.round(kn * 10),
    accuracy: true,
    lon: Math.round(p.at[0] * 600000),
    lat: Math.round(p.at[1] * 600000),
    course: Math.round(cog * 10) % 3600,
    heading: Math.round(p.cog) % 360,
    second: t % 60,
    ...(v.aisClass === 'A' ? { status: p.status } : {}),
  });
}

function staticOf(v: ScriptedVessel): AisMessage[] {
  const dims = { to_bow: 60, to_stern: 20, to_port: 6, to_starboard: 6 };
  if (v.aisClass === 'B') {
    return [
      Object.assign(staticB(0), { mmsi: v.mmsi, shipname: v.name }),
      Object.assign(staticB(1), {
        mmsi: v.mmsi,
        shiptype: v.shipType,
        vendorid: 'REC',
        callsign: v.callSign,
        ...dims,
      }),
    ];
  }
  return [
    Object.assign(staticA(), {
      mmsi: v.mmsi,
      imo: v.imo,
      callsign: v.callSign,
      shipname: v.name,
      shiptype: v.shipType,
      ...dims,
      draught: 55,
    }),
  ];
}

/** The situation's NMEA lines, in time order (vessels in their order within a second). */
export function recordLines(def: SituationDef): string[] {
  const reports = def.vessels.flatMap((v, i) => reportsOf(v, i));
  reports.sort((a, b) => a.t - b.t || a.order - b.order);
  return reports.flatMap((r) => r.sentences.map((s) => tagBlock(r.t, SITUATION_SOURCE) + s));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const def of SITUATIONS) {
    const lines = recordLines(def);
    writeFileSync(join(HERE, `${def.name}.nmea`), `${lines.join('\r\n')}\r\n`, 'latin1');
    process.stdout.write(`${def.name}.nmea: ${lines.length} lines\n`);
  }
}
