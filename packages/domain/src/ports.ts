import { DISTRICTS } from './districts.ts';

/**
 * Ports the product knows by name: the 25 district ports, plus the quick-zoom ports that are
 * not district seats (SPEC §2: Cirebon, Batam). Positions from the NGA World Port Index
 * (Pub. 150, public domain) to the minute of arc; codes are UN/LOCODEs.
 */
export interface Port {
  code: string;
  name: string;
  /** [longitude, latitude] in degrees. */
  position: readonly [number, number];
  /** The district (Distrik Navigasi) whose seat it is, if it is one. */
  district: string | null;
}

export const PORTS: readonly Port[] = [
  ...DISTRICTS.map((d) => ({
    code: d.portCode,
    name: d.name,
    position: d.position,
    district: d.name,
  })),
  // Cirebon, Java: 6°43'S 108°34'E.
  { code: 'IDCBN', name: 'Cirebon', position: [108 + 34 / 60, -(6 + 43 / 60)], district: null },
  // Batam (Sekupang), Riau Islands: 1°07'N 103°57'E.
  { code: 'IDBTM', name: 'Batam', position: [103 + 57 / 60, 1 + 7 / 60], district: null },
];

export * from './registry/poi.ts';
export * from './registry/reference.ts';
export * from './registry/vts-stations.ts';
export * from './registry/wpi-indonesia.ts';
export * from './registry/user-poi.ts';
