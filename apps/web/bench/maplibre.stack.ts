import { FRAME_POSITIONS, readFrameHeader, readPositions } from '@pantau/contracts';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { gpuDone, nextFrame, nextIdle, type VesselStack } from './measure.ts';

/**
 * The baseline: what a plain MapLibre app would do with the same frame. Decode it on the
 * main thread, make a GeoJSON FeatureCollection of N points and `setData` it into a circle
 * layer (3 px, like our dots). On screen = the map's next `idle` (data tiled in MapLibre's
 * worker and drawn), the GPU done with it (a fence on the map's canvas), then one more
 * animation frame.
 */
export function maplibreStack(map: MapLibreMap): VesselStack {
  const empty: FeatureCollection<Point> = { type: 'FeatureCollection', features: [] };
  map.addSource('bench-vessels', { type: 'geojson', data: empty });
  map.addLayer({
    id: 'bench-vessels',
    type: 'circle',
    source: 'bench-vessels',
    paint: { 'circle-radius': 3, 'circle-color': '#1c7ed6' },
  });
  const source = map.getSource<GeoJSONSource>('bench-vessels');
  if (!source) throw new Error('no GeoJSON source');

  return {
    update: async (frame) => {
      const t0 = performance.now();
      const header = readFrameHeader(frame);
      if (header.kind !== FRAME_POSITIONS) throw new Error(`frame kind ${header.kind}`);
      const c = readPositions(frame, header.count);
      const features: Feature<Point>[] = new Array<Feature<Point>>(header.count);
      for (let i = 0; i < header.count; i++) {
        features[i] = {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [c.lon[i] as number, c.lat[i] as number] },
          properties: { mmsi: c.mmsi[i], group: c.group[i] },
        };
      }
      const t1 = performance.now();
      const idle = nextIdle(map);
      const indexed = source.setData({ type: 'FeatureCollection', features });
      const t2 = performance.now();
      await indexed;
      const t3 = performance.now();
      await idle;
      const t4 = performance.now();
      await gpuDone(map.getCanvas());
      const t5 = performance.now();
      await nextFrame();
      const t6 = performance.now();
      return {
        totalMs: t6 - t0,
        parts: {
          build: t1 - t0,
          setData: t2 - t1,
          workerIndexed: t3 - t2,
          untilIdle: t4 - t3,
          gpuDone: t5 - t4,
          nextFrame: t6 - t5,
        },
      };
    },
    gcWorkers: () => Promise.resolve(),
    layers: () => [],
  };
}
