/** The rows of `vessels` (the live worker's columns) whose MMSI is in `wanted`. */
export function rowsOf(
  vessels: { count: number; mmsi: Uint32Array },
  wanted: ReadonlySet<number>,
): number[] {
  const rows: number[] = [];
  if (wanted.size === 0) return rows;
  for (let i = 0; i < vessels.count; i++) {
    if (wanted.has(vessels.mmsi[i] ?? -1)) rows.push(i);
  }
  return rows;
}
