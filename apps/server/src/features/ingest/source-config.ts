import type { SourceChecksum, SourceKind } from '@pantau/contracts';
import type { Reception } from '@pantau/sim';

/** A source as the supervisor runs it (a stored row, or the built-in simulator). */
export interface SourceConfig {
  id: number;
  name: string;
  kind: SourceKind;
  host: string | null;
  port: number | null;
  path: string | null;
  speed: number | null;
  /** Simulator: how many vessels sail (null: the default fleet). */
  vessels: number | null;
  /**
   * Simulator: which reports it gives (absent: every one, as a configured simulator source
   * does; the built-in pair gives 'terrestrial' and 'satellite'). Not shown in the API.
   */
  reception?: Reception;
  /** 'required' refuses `!` sentences without a checksum; 'optional' for feeds that send none. */
  checksum: SourceChecksum;
  /** Listeners: the sending addresses and CIDR blocks let in (empty: any). */
  allow: string[];
  /** Radar sources: the radar's own position (null or absent for others). */
  radarLon?: number | null;
  radarLat?: number | null;
  satellite: boolean;
  district: string | null;
  parentId: number | null;
  enabled: boolean;
}

/**
 * The runtime ids of the built-in simulator shown when no source is configured: one fleet
 * heard by two sources, the shore stations' ('simulator', terrestrial) and the satellites'
 * ('simulator-satellite', the vessels far offshore).
 */
export const BUILT_IN_SIMULATOR_ID = -1;
export const BUILT_IN_SATELLITE_SIMULATOR_ID = -2;
export const BUILT_IN_SIMULATOR_IDS: readonly number[] = [
  BUILT_IN_SIMULATOR_ID,
  BUILT_IN_SATELLITE_SIMULATOR_ID,
];
