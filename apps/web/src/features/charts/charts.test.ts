import { describe, expect, it } from 'vitest';
import { chartTilesUrl } from './charts.api.ts';
import { opacityOf, useOverlayOpacity } from '../../map/overlay-opacity.ts';
import { DEFAULT_CHART_OPACITY } from './charts.store.ts';

describe('chart overlays', () => {
  it("asks the page's own server for a chart's tiles, never the service", () => {
    expect(chartTilesUrl('http://pantau.local:8080', 'hidros')).toBe(
      'http://pantau.local:8080/api/charts/hidros/tiles/{z}/{x}/{y}',
    );
    expect(chartTilesUrl('https://p.example', 'sipandu')).toBe(
      'https://p.example/api/charts/sipandu/tiles/{z}/{x}/{y}',
    );
  });

  it('keeps each chart its own opacity, between 0 and 1, with a default until set', () => {
    const { setOpacity } = useOverlayOpacity.getState();
    expect(opacityOf(useOverlayOpacity.getState().opacity, 'sipandu', DEFAULT_CHART_OPACITY)).toBe(
      DEFAULT_CHART_OPACITY,
    );
    setOpacity('hidros', 0.35);
    setOpacity('sipandu', 1.7);
    expect(opacityOf(useOverlayOpacity.getState().opacity, 'hidros', DEFAULT_CHART_OPACITY)).toBe(
      0.35,
    );
    expect(opacityOf(useOverlayOpacity.getState().opacity, 'sipandu', DEFAULT_CHART_OPACITY)).toBe(
      1,
    );
    setOpacity('hidros', -2);
    expect(opacityOf(useOverlayOpacity.getState().opacity, 'hidros', DEFAULT_CHART_OPACITY)).toBe(
      0,
    );
  });
});
