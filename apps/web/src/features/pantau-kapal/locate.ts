import { vesselEndpoints } from '@pantau/contracts';
import { call } from '../../api/call.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { selectMmsi } from '../../selection/selection.store.ts';

/**
 * Selects a vessel on the map (its card opens) and flies to it when the live picture knows
 * where it is: what clicking a PANTAU KAPAL row does (SPEC §2.8).
 */
export function useLocateVessel(): (mmsi: number) => void {
  const map = useMapInstance();
  return (mmsi) => {
    selectMmsi('vessel', mmsi);
    void call(vesselEndpoints.get, { params: { mmsi } })
      .then((v) => {
        if (map && v.lon !== null && v.lat !== null)
          flyToView(map, { center: [v.lon, v.lat], zoom: FOCUS_ZOOM_LEVEL });
      })
      .catch(() => undefined); // not in the live picture: selected, nowhere to fly
  };
}
