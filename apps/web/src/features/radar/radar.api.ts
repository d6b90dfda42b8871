import { radarEndpoints, type RadarTarget } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** SPEC §4 'Port panel': radar is polled every 5 s while shown. */
export const RADAR_POLL_MS = 5000;
/** The port's radius (SPEC §9: 30 NM). */
export const PORT_RADIUS_NM = 30;

/** Every radar target of the live picture (`GET /api/radar/targets`), polled while used. */
export function useRadarTargets() {
  return useQuery({
    queryKey: ['radar', 'targets'],
    refetchInterval: RADAR_POLL_MS,
    staleTime: RADAR_POLL_MS / 2,
    queryFn: ({ signal }) => call(radarEndpoints.targets, {}, { signal }),
  });
}

/** One radar target by id, as last polled (null: gone, or not loaded yet). */
export function useRadarTarget(id: string): RadarTarget | null {
  return useRadarTargets().data?.targets.find((t) => t.id === id) ?? null;
}

/** The targets within a port's radius and its radar status (`GET /api/radar/near`). */
export function useRadarNear(at: { lon: number; lat: number }, radiusNm = PORT_RADIUS_NM) {
  return useQuery({
    queryKey: ['radar', 'near', at.lon, at.lat, radiusNm],
    refetchInterval: RADAR_POLL_MS,
    staleTime: RADAR_POLL_MS / 2,
    queryFn: ({ signal }) =>
      call(radarEndpoints.near, { query: { lon: at.lon, lat: at.lat, radiusNm } }, { signal }),
  });
}

/** The RADAR status dot: 'ok' when a radar source near the port is connected. */
export function useRadarStatus(at: { lon: number; lat: number }): 'ok' | 'down' | 'none' {
  return useRadarNear(at).data?.status ?? 'none';
}
