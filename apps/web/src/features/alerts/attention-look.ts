/** How the map rings a vessel whose alarm or warning waits for a person. */

/** Magenta: no vessel group's colour, nor the selection's red or the bookmarks' yellow. */
export const ATTENTION_RGB: [number, number, number] = [214, 51, 132];
export const ATTENTION_RING = {
  alarm: { radius: 17, width: 3.5 },
  warning: { radius: 16, width: 2 },
} as const;
