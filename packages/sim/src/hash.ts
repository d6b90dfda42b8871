/**
 * Stateless noise: a number in [0, 1) from (seed, vessel, counter, salt). Vessels draw their
 * per-report randomness from it instead of a shared generator, so a vessel's reports do not
 * depend on how often the simulator is ticked or on what other vessels did.
 */
export function noise(seed: number, vessel: number, counter: number, salt = 0): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h ^= Math.imul(vessel + 0x632be59b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f);
  h ^= Math.imul(counter + 0x165667b1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 13), 0x85ebca77);
  h ^= Math.imul(salt + 0x27d4eb2f, 0xc2b2ae3d);
  h = Math.imul(h ^ (h >>> 16), 0x045d9f3b);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
