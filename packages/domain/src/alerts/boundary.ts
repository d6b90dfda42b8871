/**
 * Boundary (SPEC §3 'Alert types' reportsBoundary): one record per visit of a vessel to the
 * port waters, however many boundary circles it is inside. Neighbouring ports' circles
 * overlap (Batam, Sekupang and VTS Batam are a few kilometres apart); a ship entering them
 * at once is one situation, and its record names every port it entered, the nearest first.
 * The record's port, port id, category and distance are the nearest port's; the visit ends
 * when the ship is outside every circle.
 */
export interface VisitPort {
  /** The registry entry (the zone's id). */
  poiId: string;
  name: string;
  /** Its UN/LOCODE or code, when it has one. */
  code: string | null;
  /** The alert settings' POI category, when known. */
  category: string | null;
  /** The vessel's closest approach to it so far, metres (null when its position is unknown). */
  closest: number | null;
  inside: boolean;
}

export type VisitDetails = Record<string, string | number | null>;

/** How many ports the 'ports' detail names before it says how many more. */
export const VISIT_PORTS_NAMED = 5;

/** The visit's ports in the order the record names them: the nearest first. */
export function visitOrder(ports: readonly VisitPort[]): VisitPort[] {
  return [...ports].sort(
    (a, b) => (a.closest ?? Infinity) - (b.closest ?? Infinity) || a.name.localeCompare(b.name),
  );
}

/** The record's details for a visit (status: 'inside' while in any circle, else 'outside'). */
export function visitDetails(ports: readonly VisitPort[]): VisitDetails {
  const ordered = visitOrder(ports);
  const nearest = ordered[0];
  if (!nearest) return {};
  const named = ordered.slice(0, VISIT_PORTS_NAMED).map((p) => p.name);
  const more = ordered.length - named.length;
  return {
    port: nearest.name,
    portId: nearest.code ?? nearest.poiId,
    poiId: nearest.poiId,
    category: nearest.category,
    distance: nearest.closest === null ? null : Math.round(nearest.closest),
    ports: more > 0 ? `${named.join(', ')} +${more}` : named.join(', '),
    portCount: ordered.length,
    status: ports.some((p) => p.inside) ? 'inside' : 'outside',
  };
}
