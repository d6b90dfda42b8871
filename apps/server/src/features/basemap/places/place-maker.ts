import type { PlaceKind, PlaceName } from '@pantau/contracts';

/** Names of one kind, written from `minZoom` to `maxZoom` unless one says otherwise. */
export function placeMaker(kind: PlaceKind, minZoom: number, maxZoom: number) {
  return (name: string, lon: number, lat: number, from = minZoom, to = maxZoom): PlaceName => ({
    name,
    kind,
    lon,
    lat,
    minZoom: from,
    maxZoom: to,
  });
}
