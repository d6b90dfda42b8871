import type { Layer } from '@deck.gl/core';
import { DataFilterExtension, type DataFilterExtensionProps } from '@deck.gl/extensions';
import { ScatterplotLayer } from '@deck.gl/layers';
import { GROUP_RGB } from '../vessel/colours.ts';

/**
 * The whole-picture replay on the GPU: one scatterplot layer per block (15 minutes), its
 * positions, colours and time windows uploaded once (again only when a window changes, as
 * when the next block arrives); each frame changes only the filter's range, a uniform. A
 * position is shown while `start ≤ T < end`; type groups and sources are filtered on the GPU
 * too (categories).
 */
export interface ReplayBlockPicture {
  key: string;
  /** Bumped when `end` changes. */
  version: number;
  count: number;
  lon: Float32Array;
  lat: Float32Array;
  start: Float32Array;
  end: Float32Array;
  group: Uint8Array;
  source: Uint8Array;
  sources: readonly string[];
}

export interface ReplayScene {
  blocks: readonly ReplayBlockPicture[];
  /** Seconds from the day's start. */
  time: number;
  /** Group indexes shown. */
  groups: readonly number[];
  /** Source names shown; null: all. */
  sources: readonly string[] | null;
}

const filter = new DataFilterExtension({ filterSize: 2, categorySize: 2 });
const DOT_PX = 5;

interface Attributes {
  length: number;
  attributes: {
    getPosition: { value: Float32Array; size: 2 };
    getFillColor: { value: Uint8Array; size: 4 };
    getFilterValue: { value: Float32Array; size: 2 };
  };
}

/** The block's columns as deck.gl binary attributes, made once per block version. */
const cache = new WeakMap<Float32Array, { version: number; data: Attributes }>();

function attributesOf(b: ReplayBlockPicture): Attributes {
  const had = cache.get(b.start);
  if (had?.version === b.version) return had.data;
  const n = b.count;
  const position = had?.data.attributes.getPosition.value ?? new Float32Array(n * 2);
  const colour = had?.data.attributes.getFillColor.value ?? new Uint8Array(n * 4);
  if (!had) {
    for (let i = 0; i < n; i++) {
      position[2 * i] = b.lon[i] ?? 0;
      position[2 * i + 1] = b.lat[i] ?? 0;
      const rgb = GROUP_RGB[b.group[i] ?? 0] ?? [128, 128, 128];
      colour.set([rgb[0], rgb[1], rgb[2], 235], 4 * i);
    }
  }
  const window = new Float32Array(n * 2);
  for (let i = 0; i < n; i++) {
    window[2 * i] = b.start[i] ?? 0;
    window[2 * i + 1] = b.end[i] ?? 0;
  }
  const data: Attributes = {
    length: n,
    attributes: {
      getPosition: { value: position, size: 2 },
      getFillColor: { value: colour, size: 4 },
      getFilterValue: { value: window, size: 2 },
    },
  };
  cache.set(b.start, { version: b.version, data });
  return data;
}

export function replayLayers(scene: ReplayScene): Layer[] {
  const { time } = scene;
  return scene.blocks.map((b) => {
    const data = attributesOf(b);
    return new ScatterplotLayer<unknown, DataFilterExtensionProps>({
      id: `replay-${b.key}`,
      data,
      radiusUnits: 'pixels',
      getRadius: DOT_PX / 2,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 1,
      getLineColor: [20, 20, 20, 200],
      // Categories: per position, its group index and its source's name.
      getFilterCategory: (_: unknown, { index }: { index: number }) => [
        b.group[index] ?? 0,
        b.sources[b.source[index] ?? 0] ?? '',
      ],
      filterCategories: [[...scene.groups], scene.sources ? [...scene.sources] : [...b.sources]],
      filterRange: [
        [-1, time],
        [time + 0.001, 1e7],
      ],
      extensions: [filter],
      pickable: false,
    });
  });
}
