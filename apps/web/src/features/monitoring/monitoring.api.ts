import { aoiEndpoints, portCallEndpoints, type AoiZoneVessels } from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import type { PortRef } from '../feature.ts';
import { lanesNear } from './monitoring.model.ts';

/** SPEC §9 'live poll 5 s': the Monitoring list follows the port calls this often. */
export const MONITORING_POLL_MS = 5000;
/** The most areas the Lane tab reads (one page of the AOI list). */
const LANE_AREAS = 100;

/** The Port tab: vessels by identifier, inside or outside, from the port calls. */
export function useMonitoring(portId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['port-calls', 'monitoring', portId],
    queryFn: ({ signal }) =>
      call(portCallEndpoints.monitoring, { params: { id: portId }, query: {} }, { signal }),
    enabled,
    refetchInterval: enabled ? MONITORING_POLL_MS : false,
  });
}

/**
 * The Lane tab: the AOI report (the vessels in each area now, as LIST ZONA AOI has it) of the
 * areas within the port's 30 NM, grouped by area; no areas, no report.
 */
export function useLaneReport(port: PortRef, enabled: boolean) {
  return useQuery({
    queryKey: ['port-calls', 'lanes', port.id],
    queryFn: async ({ signal }): Promise<AoiZoneVessels> => {
      const { aois } = await call(
        aoiEndpoints.list,
        { query: { limit: String(LANE_AREAS) } },
        { signal },
      );
      const near = lanesNear(aois, port);
      if (near.length === 0) return { zones: [] };
      return call(
        aoiEndpoints.vessels,
        { query: { ids: near.map((a) => a.id).join(',') } },
        { signal },
      );
    },
    enabled,
    refetchInterval: enabled ? MONITORING_POLL_MS : false,
  });
}
