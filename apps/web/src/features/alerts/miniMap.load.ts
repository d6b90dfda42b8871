/** The mini map's code, loaded lazily: it carries MapLibre. */
export const loadMiniMap = () => import('./AlertMiniMap.tsx');

/**
 * Fetches the mini map's code before a row is clicked (the Alert dialog calls it when it
 * opens): a row's first click otherwise drew its detail twice, without and then with the map.
 */
export function preloadMiniMap(): void {
  void loadMiniMap();
}
