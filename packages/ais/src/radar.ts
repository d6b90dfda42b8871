/**
 * Radar target sentences (NMEA 0183 v4): TTM (tracked target message, relative to own ship)
 * and TLL (target latitude and longitude). Empty fields are `null`.
 *
 *   $--TTM,nn,dist,brg,T|R,speed,course,T|R,cpa,tcpa,K|N|S,name,status,ref,hhmmss.ss,acq*hh
 *   $--TLL,nn,llll.ll,N|S,yyyyy.yy,E|W,name,hhmmss.ss,status,ref*hh
 */
import { err, type Result } from './errors.ts';

export interface RadarTarget {
  readonly sentence: 'TTM' | 'TLL';
  readonly talker: string;
  /** Target number 0..99 (NMEA 4 allows up to 999). */
  readonly number: number;
  /** Target name or label ('' when none). */
  readonly name: string;
  /** L = lost, Q = query (being acquired), T = tracking. */
  readonly status: string | null;
  /** True when this is the reference target ('R'). */
  readonly reference: boolean;
  /** UTC time of the data, "hhmmss.ss" as sent. */
  readonly time: string | null;
  // TTM
  readonly distance: number | null;
  readonly bearing: number | null;
  /** 'T' true or 'R' relative. */
  readonly bearingRef: string | null;
  readonly speed: number | null;
  readonly course: number | null;
  readonly courseRef: string | null;
  readonly cpaDistance: number | null;
  /** Minutes to CPA (negative when the CPA is past). */
  readonly cpaTime: number | null;
  /** Units of speed and distance: K (km, km/h), N (nmi, kn), S (statute). */
  readonly units: string | null;
  /** A automatic, M manual, R reported. */
  readonly acquisition: string | null;
  // TLL
  /** Decimal degrees, north positive. */
  readonly lat: number | null;
  /** Decimal degrees, east positive. */
  readonly lon: number | null;
}

const num = (v: string | undefined): number | null | undefined => {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const str = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

/** "ddmm.mm" / "dddmm.mm" with hemisphere → signed degrees. */
function latLon(
  v: string | undefined,
  hemi: string | undefined,
  neg: string,
): number | null | undefined {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) return undefined;
  const deg = Math.floor(n / 100);
  const minutes = n - deg * 100;
  if (minutes >= 60) return undefined;
  const d = deg + minutes / 60;
  return hemi === neg ? -d : d;
}

/** Parses `s[start, end)`: from the '$' to before the '*' (checksum already verified). */
export function parseRadar(
  s: string,
  start: number,
  end: number,
  formatter: string,
): Result<RadarTarget> {
  const f = s.slice(start, end).split(',');
  const talker = (f[0] ?? '').slice(1, 3);
  const number = num(f[1]);
  if (number === null || number === undefined || !Number.isInteger(number) || number < 0) {
    return err('radar', `${formatter}: bad target number`);
  }
  const base = { talker, number };
  if (formatter === 'TTM') {
    if (f.length < 13) return err('radar', 'TTM: too few fields');
    const nums = [f[2], f[3], f[5], f[6], f[8], f[9]].map(num);
    if (nums.some((v) => v === undefined)) return err('radar', 'TTM: bad number');
    const [distance, bearing, speed, course, cpaDistance, cpaTime] = nums as (number | null)[];
    return {
      ok: true,
      value: {
        sentence: 'TTM',
        ...base,
        name: f[11] ?? '',
        status: str(f[12]),
        reference: f[13] === 'R',
        time: str(f[14]),
        distance: distance ?? null,
        bearing: bearing ?? null,
        bearingRef: str(f[4]),
        speed: speed ?? null,
        course: course ?? null,
        courseRef: str(f[7]),
        cpaDistance: cpaDistance ?? null,
        cpaTime: cpaTime ?? null,
        units: str(f[10]),
        acquisition: str(f[15]),
        lat: null,
        lon: null,
      },
    };
  }
  if (f.length < 6) return err('radar', 'TLL: too few fields');
  const lat = latLon(f[2], f[3], 'S');
  const lon = latLon(f[4], f[5], 'W');
  if (lat === undefined || lon === undefined || (lat !== null && Math.abs(lat) > 90)) {
    return err('radar', 'TLL: bad position');
  }
  if (lon !== null && Math.abs(lon) > 180) return err('radar', 'TLL: bad position');
  return {
    ok: true,
    value: {
      sentence: 'TLL',
      ...base,
      name: f[6] ?? '',
      time: str(f[7]),
      status: str(f[8]),
      reference: f[9] === 'R',
      distance: null,
      bearing: null,
      bearingRef: null,
      speed: null,
      course: null,
      courseRef: null,
      cpaDistance: null,
      cpaTime: null,
      units: null,
      acquisition: null,
      lat,
      lon,
    },
  };
}
