import type { AidToNavigation } from '@pantau/contracts';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { drawAtlas, tracePolygon, type IconAtlas } from './atlas.ts';
import { AID_OFF_POSITION_RGB, AID_RGB } from './marks.ts';
import { selectionRing } from './selection-ring.ts';

/**
 * The aids to navigation (SBNP) heard over AIS, drawn under the vessels: a yellow diamond,
 * hollow for a virtual aid (nothing physical stands there), red for one that reports itself
 * off its charted position. Some thousands at most, so one icon instance each.
 */

export { AID_OFF_POSITION_RGB, AID_RGB };
const AID_SIZE_PX = 14;
const FRAME = 32;

const DIAMOND = [
  [16, 2],
  [30, 16],
  [16, 30],
  [2, 16],
] as const;

/** A solid and a hollow diamond, side by side (drawn once, at first use). */
function diamondAtlas(): IconAtlas {
  return drawAtlas(2 * FRAME, FRAME, (ctx) => {
    const diamond = (x0: number) => tracePolygon(ctx, x0, DIAMOND);
    diamond(0);
    ctx.fill();
    ctx.lineWidth = 5;
    diamond(FRAME);
    ctx.stroke();
  });
}
let atlas: IconAtlas | null = null;

const MAPPING = {
  solid: { x: 0, y: 0, width: FRAME, height: FRAME, mask: true },
  hollow: { x: FRAME, y: 0, width: FRAME, height: FRAME, mask: true },
};

/** The colour of an aid's diamond. */
export function aidColour(aid: Pick<AidToNavigation, 'offPosition'>): [number, number, number] {
  return aid.offPosition === true ? AID_OFF_POSITION_RGB : AID_RGB;
}

export function aidLayers(
  aids: readonly AidToNavigation[],
  selected: number | null,
  onPick: (mmsi: number) => void,
): Layer[] {
  if (aids.length === 0) return [];
  atlas ??= diamondAtlas();
  const layers: Layer[] = [
    new IconLayer<AidToNavigation>({
      id: 'aids-to-navigation',
      data: aids,
      iconAtlas: atlas,
      iconMapping: MAPPING,
      getIcon: (a) => (a.virtual ? 'hollow' : 'solid'),
      getPosition: (a) => [a.lon, a.lat],
      getColor: aidColour,
      getSize: AID_SIZE_PX,
      sizeUnits: 'pixels',
      pickable: true,
      onClick: (info: PickingInfo<AidToNavigation>) => {
        if (!info.object) return false;
        onPick(info.object.mmsi);
        return true;
      },
    }),
  ];
  const chosen = selected === null ? undefined : aids.find((a) => a.mmsi === selected);
  if (chosen) {
    layers.push(selectionRing('aid-selected', [chosen.lon, chosen.lat]));
  }
  return layers;
}
