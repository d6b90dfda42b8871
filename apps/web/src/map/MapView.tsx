import { PLACES_MAP_ATTRIBUTION } from '@pantau/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapDisplay } from './display.store.ts';
import { DETAIL_ZOOM, resolveStyle } from './layers.ts';
import { MapContext } from './MapContext.ts';
import { useMapSettings } from './map.store.ts';
import { AttributionControl, MapLibreMap } from './maplibre.ts';
import { mapView, type View } from './places.ts';
import { mapCanvasAttributes } from './renderer.ts';
import { useLand } from './useLand.ts';
import classes from './MapView.module.css';

/**
 * The full-page map. It owns the MapLibre instance, keeps the style in step with the base
 * map, the theme and the land geometry, and hands the instance to its children (controls,
 * panels) through context.
 */
export function MapView({ home, children }: { home: View; children?: ReactNode }) {
  // `home` is where the map opens: the URL's view, else the user's, else the national view.
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const theme = useComputedColorScheme('light');
  const baseMap = useMapSettings((s) => s.baseMap);
  const [wantDetail, setWantDetail] = useState(mapView(home).zoom >= DETAIL_ZOOM - 0.5);
  const land = useLand(wantDetail);
  const [initial] = useState(() => ({ home, style: resolveStyle(baseMap, theme, land) }));
  // Behind a dialog the map and what floats on it are not drawn at all: a visible canvas is
  // composited into every frame the dialog paints (a click, a key), whole-screen, in software
  // where there is no GPU; and the figures on it (vessels, latency) changing twice a second
  // behind the dialog's backdrop made a whole-screen frame each time.
  const covered = useMapDisplay((s) => s.covered > 0);

  useEffect(() => {
    if (!container.current) return;
    const instance = new MapLibreMap({
      container: container.current,
      style: initial.style,
      ...mapView(initial.home),
      minZoom: 2,
      maxZoom: 19,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      renderWorldCopies: true,
      canvasContextAttributes: mapCanvasAttributes(),
    });
    instance.touchZoomRotate.disableRotation();
    instance.keyboard.disableRotation();
    instance.addControl(
      // The place names are deck.gl's, with no MapLibre source to credit them: named here.
      new AttributionControl({ compact: true, customAttribution: PLACES_MAP_ATTRIBUTION }),
      'bottom-right',
    );
    instance.on('zoomend', () => {
      if (instance.getZoom() >= DETAIL_ZOOM - 0.5) setWantDetail(true);
    });
    setMap(instance);
    // Browser tests read the map's bounds through this.
    (window as { __pantauMap?: MapLibreMap }).__pantauMap = instance;
    return () => {
      delete (window as { __pantauMap?: MapLibreMap }).__pantauMap;
      setMap(null);
      instance.remove();
    };
  }, [initial]);

  useEffect(() => {
    map?.setStyle(resolveStyle(baseMap, theme, land));
  }, [map, baseMap, theme, land]);

  return (
    <div className={classes.root} style={covered ? { visibility: 'hidden' } : undefined}>
      <div
        ref={container}
        className={classes.map}
        data-testid="map"
        data-land={land.coarse ? 'loaded' : 'loading'}
        data-land-detail={land.detail ? 'loaded' : 'not-loaded'}
        aria-label={t('screen.mapRegion')}
        role="region"
      />
      <MapContext value={map}>{map && children}</MapContext>
    </div>
  );
}
