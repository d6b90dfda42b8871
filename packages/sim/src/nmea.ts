/**
 * Raw AIS messages (gpsd field names, unscaled integers) for the simulator's reports, and
 * their NMEA lines through `@pantau/ais`'s writer, each sentence behind an NMEA 4.10 tag
 * block `\s:pantau-sim,c:<unix seconds>*hh\` so every consumer can tell simulated traffic.
 */
import { encodeSentences, type AisMessage, type EncodeOptions } from '@pantau/ais';

/** The tag block source naming simulated traffic. */
export const SIM_SOURCE = 'pantau-sim';

const hex2 = (n: number): string => n.toString(16).toUpperCase().padStart(2, '0');

/** `\s:<source>,c:<seconds>*hh\`: checksum is the XOR of the characters between '\' and '*'. */
export function tagBlock(unixSeconds: number, source = SIM_SOURCE): string {
  const body = `s:${source},c:${unixSeconds}`;
  let x = 0;
  for (let k = 0; k < body.length; k++) x ^= body.charCodeAt(k);
  return `\\${body}*${hex2(x)}\\`;
}

/** Encodes `m` and appends its sentences, each behind `tag`, to `out`. */
export function emit(m: AisMessage, tag: string, out: string[], options?: EncodeOptions): void {
  const r = encodeSentences(m, options);
  if (!r.ok) throw new Error(`sim: cannot encode type ${m.type}: ${r.error.detail}`);
  for (const s of r.value) out.push(tag + s);
}

/** ROT as AIS sends it: ±4.733·√|deg/min|, ±126 at most (127 and −128 mean other things). */
export function rotAis(degPerMin: number): number {
  const a = Math.abs(degPerMin);
  if (a < 0.05) return 0;
  const r = Math.min(126, Math.round(4.733 * Math.sqrt(a)));
  return degPerMin < 0 ? -r : r;
}

export const toLon = (deg: number): number => Math.round(deg * 600000);
export const toLat = (deg: number): number => Math.round(deg * 600000);
/** 0.1 kn, 1022 the top of the scale (1023 is "not available"). */
export const toSpeed = (kn: number): number => Math.min(1022, Math.max(0, Math.round(kn * 10)));
/** 0.1°, in [0, 3600). */
export const toCourse = (deg: number): number => {
  const c = Math.round(deg * 10) % 3600;
  return c < 0 ? c + 3600 : c;
};
export const toHeading = (deg: number): number => {
  const h = Math.round(deg) % 360;
  return h < 0 ? h + 360 : h;
};

/** Reused message objects: the writer reads them and keeps nothing. */
export function positionA(): AisMessage {
  return {
    type: 1,
    repeat: 0,
    mmsi: 0,
    status: 0,
    turn: 0,
    speed: 0,
    accuracy: false,
    lon: 0,
    lat: 0,
    course: 0,
    heading: 0,
    second: 0,
    maneuver: 0,
    raim: false,
    radio: 0,
  };
}

export function positionB(): AisMessage {
  return {
    type: 18,
    repeat: 0,
    mmsi: 0,
    reserved: 0,
    speed: 0,
    accuracy: false,
    lon: 0,
    lat: 0,
    course: 0,
    heading: 0,
    second: 0,
    regional: 0,
    cs: true,
    display: false,
    dsc: true,
    band: true,
    msg22: true,
    assigned: false,
    raim: false,
    // Carrier-sense set: the fixed communication state "1100000000000000110".
    radio: 393222,
  };
}

export function staticA(): AisMessage {
  return {
    type: 5,
    repeat: 0,
    mmsi: 0,
    ais_version: 0,
    imo: 0,
    callsign: '',
    shipname: '',
    shiptype: 0,
    to_bow: 0,
    to_stern: 0,
    to_port: 0,
    to_starboard: 0,
    epfd: 1,
    month: 0,
    day: 0,
    hour: 24,
    minute: 60,
    draught: 0,
    destination: '',
    dte: 0,
  };
}

export function staticB(part: 0 | 1): AisMessage {
  return part === 0
    ? { type: 24, repeat: 0, mmsi: 0, partno: 0, shipname: '' }
    : {
        type: 24,
        repeat: 0,
        mmsi: 0,
        partno: 1,
        shiptype: 0,
        vendorid: 'SIM',
        model: 1,
        serial: 0,
        callsign: '',
        to_bow: 0,
        to_stern: 0,
        to_port: 0,
        to_starboard: 0,
      };
}

/** Writes an ETA (UTC month, day, hour, minute) into a type 5 message; null for n/a. */
export function setEta(m: AisMessage, etaMs: number | null): void {
  if (etaMs === null || !Number.isFinite(etaMs)) {
    m.month = 0;
    m.day = 0;
    m.hour = 24;
    m.minute = 60;
    return;
  }
  const d = new Date(etaMs);
  m.month = d.getUTCMonth() + 1;
  m.day = d.getUTCDate();
  m.hour = d.getUTCHours();
  m.minute = d.getUTCMinutes();
}
