import {
  mapFeatureEndpoints,
  simnavEndpoints,
  type FeatureCollectionBody,
} from '@pantau/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import type { DraftFeature } from './feature-input.ts';

const key = (portCode: string) => ['map-features', 'port', portCode] as const;

/** I-MOTION: the port's published features (`GET /api/map-features?port=`). */
export function usePublishedFeatures(portCode: string) {
  return useQuery({
    queryKey: key(portCode),
    queryFn: ({ signal }) =>
      call(mapFeatureEndpoints.list, { query: { port: portCode } }, { signal }),
  });
}

/** The published features as the working set takes them (without the server's stamps). */
export function asDrafts(
  features: readonly {
    geometry: DraftFeature['geometry'];
    properties: DraftFeature['properties'];
  }[],
): DraftFeature[] {
  return features.map((f) => {
    const { name, type, pointNames, poiType, poiColor, dsi } = f.properties;
    return {
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        name,
        type,
        ...(pointNames ? { pointNames } : {}),
        ...(poiType ? { poiType } : {}),
        ...(poiColor ? { poiColor } : {}),
        ...(dsi ? { dsi } : {}),
      },
    };
  });
}

/** Update Live Data: publishes the working set as the port's features (the server checks who may). */
export function usePublishFeatures(portCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (features: DraftFeature[]) => {
      const body: FeatureCollectionBody = { type: 'FeatureCollection', features };
      return call(mapFeatureEndpoints.publish, { params: { portCode }, body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['map-features'] });
    },
  });
}

/** SIMNAV: the port's features as SIMNAV has them, through the server (asked when chosen). */
export function useSimnavFeatures(portCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['simnav-features', portCode],
    enabled,
    queryFn: ({ signal }) => call(simnavEndpoints.features, { params: { portCode } }, { signal }),
  });
}
