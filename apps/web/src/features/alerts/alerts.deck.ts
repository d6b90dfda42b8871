import type { AlertPriority } from '@pantau/contracts';
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { rowsOf, vesselMarks, type VesselPicture } from '../../map/vessels.deck.ts';
import { ATTENTION_RGB, ATTENTION_RING } from './attention-look.ts';

/**
 * The vessels with an alarm or warning waiting for a person, in view: their ships drawn on
 * top of the rest (never lost in a bubble), each in a magenta ring, thicker for an alarm.
 * Loaded lazily, with the map.
 */

export function attentionLayers(
  vessels: VesselPicture | null,
  waiting: ReadonlyMap<number, AlertPriority>,
): Layer[] {
  if (!vessels || waiting.size === 0) return [];
  const rows = rowsOf(vessels, new Set(waiting.keys()));
  if (rows.length === 0) return [];
  const ring = (row: number) =>
    ATTENTION_RING[waiting.get(vessels.mmsi[row] ?? 0) === 'alarm' ? 'alarm' : 'warning'];
  return [
    vesselMarks('attention-vessels', vessels, rows),
    new ScatterplotLayer<number>({
      id: 'attention-rings',
      data: rows,
      getPosition: (i) => [vessels.positions[2 * i] ?? 0, vessels.positions[2 * i + 1] ?? 0],
      getRadius: (i) => ring(i).radius,
      radiusUnits: 'pixels',
      filled: false,
      stroked: true,
      getLineColor: ATTENTION_RGB,
      getLineWidth: (i) => ring(i).width,
      lineWidthUnits: 'pixels',
      updateTriggers: { getPosition: vessels, getRadius: waiting, getLineWidth: waiting },
    }),
  ];
}
