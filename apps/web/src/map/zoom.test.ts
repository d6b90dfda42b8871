import { describe, expect, it } from 'vitest';
import {
  HEADING_LINES_ABOVE_ZOOM,
  MODE_HEADING_LINES,
  MODE_PREDICTION,
  modeAt,
  PREDICTION_ABOVE_ZOOM,
} from './vessels.deck.ts';
import { DEFAULT_VIEW, FOCUS_ZOOM, mapView, QUICK_ZOOM } from './places.ts';
import { mapZoomToSpec, specZoomToMap } from './zoom.ts';

/** Degrees of longitude a map `widthPx` wide spans at a MapLibre zoom (512-px tiles). */
const spanAt = (mapZoom: number, widthPx: number) => (360 * widthPx) / (512 * 2 ** mapZoom);

describe('spec zoom → map zoom', () => {
  it('is one lower on the map, and back', () => {
    expect(specZoomToMap(6)).toBe(5);
    expect(mapZoomToSpec(5)).toBe(6);
    for (const z of [0, 6, 8, 9.5, 14, 15]) expect(mapZoomToSpec(specZoomToMap(z))).toBe(z);
  });

  it("opens on the spec's national view: about 32° of longitude across 1440 px", () => {
    const view = mapView(DEFAULT_VIEW);
    expect(view.center).toEqual([117.1, -0.9]);
    expect(view.zoom).toBe(5);
    expect(spanAt(view.zoom, 1440)).toBeCloseTo(31.6, 1);
    // West edge 101.3°E: Jakarta (106.8) and Bali (115.2) are in view.
    expect(117.1 - spanAt(view.zoom, 1440) / 2).toBeLessThan(106.8);
  });

  it('puts the quick zooms and focus zoom at the same scale as the spec', () => {
    expect(QUICK_ZOOM.map((p) => mapView(p).zoom)).toEqual([14, 11, 9, 9, 11, 11]);
    expect(FOCUS_ZOOM.every((p) => mapView(p).zoom === 13)).toBe(true);
  });

  it('draws heading lines above spec zoom 7 and predictions above spec zoom 9', () => {
    expect(HEADING_LINES_ABOVE_ZOOM).toBe(7);
    expect(PREDICTION_ABOVE_ZOOM).toBe(9);
    // Map zoom 6.5 is spec 7.5: heading lines, no predictions.
    const at = modeAt(mapZoomToSpec(6.5));
    expect(at & MODE_HEADING_LINES).not.toBe(0);
    expect(at & MODE_PREDICTION).toBe(0);
    expect(modeAt(mapZoomToSpec(8.01)) & MODE_PREDICTION).not.toBe(0);
  });
});
