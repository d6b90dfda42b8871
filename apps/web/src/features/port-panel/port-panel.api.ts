import {
  endpointPath,
  endpointQuery,
  infrastructureEndpoints,
  mapFeatureEndpoints,
  portPanelEndpoints,
  type DlkpSource,
  type PortDownloadRadius,
} from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** The panel's counts are read again this often while it is open (SPEC §4: closing stops it). */
export const SUMMARY_POLL_MS = 10_000;

/** One port's counts and vessels (SPEC §2.20), polled while the panel shows them. */
export function usePortSummary(id: string, source: DlkpSource) {
  return useQuery({
    queryKey: ['port-panel', id, source],
    queryFn: ({ signal }) =>
      call(portPanelEndpoints.summary, { params: { id }, query: { source } }, { signal }),
    refetchInterval: SUMMARY_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** The port's published lanes, zones and aids (I-MOTION), for the NAVIGATION tab. */
export function usePortFeatures(code: string | null) {
  return useQuery({
    queryKey: ['map-features', code],
    enabled: code !== null,
    queryFn: ({ signal }) =>
      call(mapFeatureEndpoints.list, { query: { port: code ?? '' } }, { signal }),
  });
}

/** Where the server writes the vessels within 15 or 30 NM as xlsx (a download). */
export function vesselsUrl(id: string, radius: PortDownloadRadius, source: DlkpSource): string {
  return (
    endpointPath(portPanelEndpoints.vessels, { id }) +
    endpointQuery({ radius: String(radius), source })
  );
}

/** Where the server writes the port's print as an A4 landscape PDF. */
export function reportUrl(id: string, source: DlkpSource): string {
  return endpointPath(portPanelEndpoints.report, { id }) + endpointQuery({ source });
}

/** The port's CCTV, VHF and weather sensors with their state (the Assets table). */
export function usePortSensors(id: string) {
  return useQuery({
    queryKey: ['port-panel', id, 'sensors'],
    queryFn: ({ signal }) =>
      call(infrastructureEndpoints.portSensors, { params: { portId: id } }, { signal }),
    refetchInterval: SUMMARY_POLL_MS,
  });
}
