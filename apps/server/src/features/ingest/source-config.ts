import type { SourceChecksum, SourceKind } from '@pantau/contracts';

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

/** The runtime id of the built-in simulator shown when no source is configured. */
export const BUILT_IN_SIMULATOR_ID = -1;
