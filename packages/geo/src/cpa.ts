/**
 * Closest point of approach between two vessels on straight courses at constant speed, on a
 * local flat projection around the first vessel (good to well under 1 % within 50 NM away
 * from the poles, the ranges CPA alerts look at).
 */
const M_PER_DEG_LAT = 111_195;
const MPS_PER_KNOT = 1852 / 3600;

export interface Motion {
  lon: number;
  lat: number;
  /** Speed over ground, knots. */
  sog: number;
  /** Course over ground, degrees true. */
  cog: number;
}

export interface Cpa {
  /** Distance at the closest point of approach, metres. */
  cpaM: number;
  /** Seconds until it; negative when it has passed (the vessels are opening). */
  tcpaS: number;
  /** Distance now, metres (flat). */
  rangeM: number;
}

/** CPA and TCPA of `b` relative to `a`. Parallel equal motion gives TCPA 0 and CPA = range. */
export function cpaTcpa(a: Motion, b: Motion): Cpa {
  const kx = M_PER_DEG_LAT * Math.cos((a.lat * Math.PI) / 180);
  let dLon = b.lon - a.lon;
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const x = dLon * kx;
  const y = (b.lat - a.lat) * M_PER_DEG_LAT;
  const [avx, avy] = velocity(a);
  const [bvx, bvy] = velocity(b);
  const vx = bvx - avx;
  const vy = bvy - avy;
  const v2 = vx * vx + vy * vy;
  const rangeM = Math.hypot(x, y);
  if (v2 < 1e-9) return { cpaM: rangeM, tcpaS: 0, rangeM };
  const t = -(x * vx + y * vy) / v2;
  return { cpaM: Math.hypot(x + vx * t, y + vy * t), tcpaS: t, rangeM };
}

function velocity(m: Motion): [number, number] {
  const s = m.sog * MPS_PER_KNOT;
  const c = (m.cog * Math.PI) / 180;
  return [s * Math.sin(c), s * Math.cos(c)];
}
