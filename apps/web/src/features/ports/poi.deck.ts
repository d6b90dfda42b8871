import type { RegistryAsset } from '@pantau/contracts';
import { LABEL_FONT } from '../../map/marks.ts';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { IconLayer, TextLayer } from '@deck.gl/layers';
import { poiDisplayName } from '@pantau/domain';
import { drawAtlas, tracePolygon, type IconAtlas } from '../../map/atlas.ts';
import { lookOf, type PoiShape } from './poi-look.ts';
import { selectionRing } from '../../map/selection-ring.ts';

/**
 * The registry's points of interest drawn under the vessels: one icon layer per display
 * group, a shape and colour per group (`poi-look.ts`), the chosen one ringed in red. Loaded
 * with the map (lazily), like the other deck.gl modules.
 */

const FRAME = 32;
const SIZE_PX = 15;
const SHAPES: readonly PoiShape[] = [
  'circle',
  'triangle',
  'square',
  'diamond',
  'hexagon',
  'star',
  'pentagon',
  'ring',
  'bullseye',
];

function regular(n: number, r: number, rotation = -Math.PI / 2): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / n;
    return [16 + r * Math.cos(a), 16 + r * Math.sin(a)];
  });
}

function star(): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 15 : 6.5;
    return [16 + r * Math.cos(a), 16 + r * Math.sin(a)];
  });
}

/** The shapes side by side, white (the layer colours them), drawn once at first use. */
function poiAtlas(): IconAtlas {
  return drawAtlas(SHAPES.length * FRAME, FRAME, (ctx) => {
    SHAPES.forEach((shape, i) => {
      const x0 = i * FRAME;
      switch (shape) {
        case 'circle':
          ctx.beginPath();
          ctx.arc(x0 + 16, 16, 12, 0, 2 * Math.PI);
          ctx.fill();
          break;
        case 'ring':
          ctx.beginPath();
          ctx.arc(x0 + 16, 16, 11, 0, 2 * Math.PI);
          ctx.lineWidth = 5;
          ctx.stroke();
          break;
        case 'bullseye':
          // A ring round a dot: a port is never taken for a vessel's dot at national zoom.
          ctx.beginPath();
          ctx.arc(x0 + 16, 16, 11.5, 0, 2 * Math.PI);
          ctx.lineWidth = 4;
          ctx.stroke();
          ctx.beginPath();
          ctx.arc(x0 + 16, 16, 5, 0, 2 * Math.PI);
          ctx.fill();
          break;
        case 'triangle':
          tracePolygon(
            ctx,
            x0,
            regular(3, 15, -Math.PI / 2).map(([x, y]) => [x, y + 3]),
          );
          ctx.fill();
          break;
        case 'square':
          ctx.fillRect(x0 + 5, 5, 22, 22);
          break;
        case 'diamond':
          tracePolygon(ctx, x0, regular(4, 15));
          ctx.fill();
          break;
        case 'hexagon':
          tracePolygon(ctx, x0, regular(6, 14));
          ctx.fill();
          break;
        case 'pentagon':
          tracePolygon(ctx, x0, regular(5, 14));
          ctx.fill();
          break;
        case 'star':
          tracePolygon(ctx, x0, star());
          ctx.fill();
          break;
      }
    });
  });
}
let atlas: IconAtlas | null = null;

const MAPPING = Object.fromEntries(
  SHAPES.map((s, i) => [s, { x: i * FRAME, y: 0, width: FRAME, height: FRAME, mask: true }]),
);

/**
 * One group's layer, the names of `labelled` beside their icons (harbour scale, those with
 * room for a name), and the selection ring when the chosen POI is among `assets`.
 */
export function poiLayers(
  group: string,
  assets: readonly RegistryAsset[],
  selected: string | null,
  onPick: (id: string) => void,
  labelled: readonly RegistryAsset[] = [],
  theme: 'light' | 'dark' = 'light',
): Layer[] {
  if (assets.length === 0) return [];
  atlas ??= poiAtlas();
  const layers: Layer[] = [
    new IconLayer<RegistryAsset>({
      id: `poi-${group}`,
      data: assets,
      iconAtlas: atlas,
      iconMapping: MAPPING,
      getIcon: (a) => lookOf(a).shape,
      getPosition: (a) => [a.lon, a.lat],
      getColor: (a) => lookOf(a).rgb,
      getSize: SIZE_PX,
      sizeUnits: 'pixels',
      pickable: true,
      onClick: (info: PickingInfo<RegistryAsset>) => {
        if (!info.object) return false;
        onPick(info.object.id);
        return true;
      },
    }),
  ];
  if (labelled.length > 0) {
    layers.push(
      new TextLayer<RegistryAsset>({
        id: `poi-${group}-names`,
        data: labelled,
        getPosition: (a) => [a.lon, a.lat],
        getText: (a) => poiDisplayName(a.name, a.category),
        getSize: 12,
        sizeUnits: 'pixels',
        getColor: theme === 'dark' ? [233, 236, 239] : [33, 37, 41],
        // On a halo of the theme's background, so a name reads over land and sea alike.
        fontSettings: { sdf: true },
        outlineWidth: 3,
        outlineColor: theme === 'dark' ? [26, 27, 30, 220] : [255, 255, 255, 220],
        getTextAnchor: 'start',
        getAlignmentBaseline: 'center',
        getPixelOffset: [SIZE_PX - 4, 0],
        fontWeight: 600,
        fontFamily: LABEL_FONT,
        characterSet: 'auto',
      }),
    );
  }
  const chosen = selected === null ? undefined : assets.find((a) => a.id === selected);
  if (chosen) {
    layers.push(selectionRing(`poi-${group}-selected`, [chosen.lon, chosen.lat]));
  }
  return layers;
}
