/** A radar target's ring: orange while unmatched, green once fused to an AIS vessel. */
export const RADAR_RGB: [number, number, number] = [253, 126, 20];
export const RADAR_FUSED_RGB: [number, number, number] = [64, 192, 87];
