import type { RadarTarget } from '@pantau/contracts';
import type { Layer, PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { selectionRing } from '../../map/selection-ring.ts';
import { RADAR_FUSED_RGB, RADAR_RGB } from './radar-look.ts';

/**
 * Radar targets, drawn over the vessels as rings of their own: orange while unmatched, green
 * once fused to an AIS vessel (the track stays a radar track, drawn around the vessel).
 */
export { RADAR_FUSED_RGB, RADAR_RGB };

export function radarLayers(
  targets: readonly RadarTarget[],
  selected: string | null,
  onPick: (id: string) => void,
): Layer[] {
  if (targets.length === 0) return [];
  const layers: Layer[] = [
    new ScatterplotLayer<RadarTarget>({
      id: 'radar-targets',
      data: targets,
      getPosition: (r) => [r.longitude, r.latitude],
      getRadius: 7,
      radiusUnits: 'pixels',
      stroked: true,
      filled: true,
      getFillColor: (r) => [...(r.fusedMmsi === null ? RADAR_RGB : RADAR_FUSED_RGB), 70],
      getLineColor: (r) => (r.fusedMmsi === null ? RADAR_RGB : RADAR_FUSED_RGB),
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      pickable: true,
      onClick: (info: PickingInfo<RadarTarget>) => {
        if (!info.object) return false;
        onPick(info.object.id);
        return true;
      },
    }),
  ];
  const chosen = selected === null ? undefined : targets.find((r) => r.id === selected);
  if (chosen) {
    layers.push(selectionRing('radar-selected', [chosen.longitude, chosen.latitude], 11, 2));
  }
  return layers;
}
