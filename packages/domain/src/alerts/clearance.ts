/**
 * PKK & SPB alerts (issue #19 item 7): the port papers checked against the port calls.
 *
 * - Sailing without SPB: a vessel that must carry a sailing clearance (Surat Persetujuan
 *   Berlayar) departs a port, and Inaportnet's map of the day says it has none, or does not
 *   list it. Only vessels the clearance is known to bind are judged: class A merchant ships
 *   (AIS ship types 60–89: passenger, cargo, tanker; UU 17/2008 art. 219 binds every ship
 *   sailing from a port, but fishing vessels clear with the fisheries port authority and
 *   small craft rarely carry class A AIS, so they are left out rather than falsely accused).
 * - PKK without arrival: a vessel with a port visit notice (Pemberitahuan Kedatangan Kapal)
 *   for a day made no arrival at any port that day: a caution.
 *
 * When Inaportnet is not configured or failed, nothing is known and nothing is raised:
 * an error is never taken for 'no clearance'.
 */

/** What Inaportnet's day map says of a day, as far as it is known. */
export type ClearanceDay =
  | { state: 'ok'; flags: ReadonlyMap<number, { pkk: boolean; spb: boolean }> }
  | { state: 'unknown' };

export interface ClearedVessel {
  mmsi: number;
  aisClass: 'A' | 'B' | null;
  shipType: number | null;
}

/** AIS ship types bound by the SPB rule here: passenger (60–69), cargo (70–79), tanker (80–89). */
export const SPB_SHIP_TYPES = { from: 60, to: 89 } as const;

/** Whether the rule judges this vessel at all (see above). */
export function needsSpb(v: ClearedVessel): boolean {
  return (
    v.aisClass === 'A' &&
    v.shipType !== null &&
    v.shipType >= SPB_SHIP_TYPES.from &&
    v.shipType <= SPB_SHIP_TYPES.to
  );
}

/** A departure of `v` on a day Inaportnet describes so: sailing without SPB? */
export function sailingWithoutSpb(v: ClearedVessel, day: ClearanceDay): boolean {
  if (day.state !== 'ok' || !needsSpb(v)) return false;
  return day.flags.get(v.mmsi)?.spb !== true;
}

/** The vessels with a PKK for a day that made no arrival that day (`arrived`), in MMSI order. */
export function pkkWithoutArrival(day: ClearanceDay, arrived: ReadonlySet<number>): number[] {
  if (day.state !== 'ok') return [];
  const out: number[] = [];
  for (const [mmsi, f] of day.flags) if (f.pkk && !arrived.has(mmsi)) out.push(mmsi);
  return out.sort((a, b) => a - b);
}
