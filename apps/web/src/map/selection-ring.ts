import { ScatterplotLayer } from '@deck.gl/layers';
import { SELECTED_RGB } from './marks.ts';

export { SELECTED_RGB };

/**
 * The ring drawn around the selected thing at `position` ([lon, lat]): a red circle of
 * `radiusPx` pixels, its line `widthPx` wide. Every kind of selection is ringed the same way.
 */
export function selectionRing(
  id: string,
  position: readonly [number, number],
  radiusPx = 13,
  widthPx = 3,
): ScatterplotLayer<readonly [number, number]> {
  return new ScatterplotLayer<readonly [number, number]>({
    id,
    data: [position],
    getPosition: (p) => [p[0], p[1]],
    getRadius: radiusPx,
    radiusUnits: 'pixels',
    filled: false,
    stroked: true,
    getLineColor: SELECTED_RGB,
    getLineWidth: widthPx,
    lineWidthUnits: 'pixels',
  });
}
