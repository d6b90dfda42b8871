import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre 6 looks for its worker beside its own module; after bundling it is elsewhere.
setWorkerUrl(workerUrl);

export { AttributionControl, Map as MapLibreMap } from 'maplibre-gl';
export type { MapMouseEvent } from 'maplibre-gl';
