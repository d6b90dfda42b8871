import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';

/**
 * The colour of each ship-type group (Filter Kapal, SPEC §2.2), used by the map markers and
 * the panel's swatches alike. Chosen to be told apart on the light and the dark base map.
 */
export const GROUP_COLOURS: Record<ShipTypeGroup, string> = {
  unknown: '#868e96',
  wig: '#12b886',
  fishing: '#fd7e14',
  tugs: '#15aabf',
  pleasure: '#e64980',
  hsc: '#fcc419',
  sar: '#7048e8',
  passenger: '#1c7ed6',
  cargo: '#37b24d',
  tanker: '#e03131',
  others: '#ced4da',
};

export function hexToRgb(hex: string): [number, number, number] {
  return [
    parseInt(hex.slice(1, 3), 16),
    parseInt(hex.slice(3, 5), 16),
    parseInt(hex.slice(5, 7), 16),
  ];
}

/** RGB per group index (the frames' `group` column indexes SHIP_TYPE_GROUPS). */
export const GROUP_RGB: readonly (readonly [number, number, number])[] = SHIP_TYPE_GROUPS.map((g) =>
  hexToRgb(GROUP_COLOURS[g.id]),
);

/** Marker opacity by freshness: fresh, stale, lost. */
export const FRESHNESS_ALPHA = [255, 170, 90] as const;
