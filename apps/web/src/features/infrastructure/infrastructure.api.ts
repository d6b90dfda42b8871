import {
  endpointPath,
  infrastructureEndpoints as e,
  portEndpoints,
  type PortSensorView,
  type SensorBody,
  type SensorKind,
  type SensorView,
  type SourceLocationView,
  type UptimeDay,
} from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Output } from '../../api/contract.ts';
import { call } from '../../api/call.ts';

export type Sensor = Output<typeof SensorView>;
export type PortSensor = Output<typeof PortSensorView>;
export type Uptime = Output<typeof UptimeDay>;
export type SourceLocation = Output<typeof SourceLocationView>;

const KEY = ['infrastructure'] as const;
/** The port panel asks for its sensors' states this often. */
const PORT_POLL_MS = 10_000;
/** SPEC §9 'weather poll 1 s': the reading is the server's latest check; every 5 s is plenty. */
const READING_POLL_MS = 5_000;

/** PORTS: every sensor with its status (superAdmin). */
export function useSensors() {
  return useQuery({
    queryKey: [...KEY, 'sensors'],
    queryFn: ({ signal }) => call(e.sensors, {}, { signal }),
    refetchInterval: PORT_POLL_MS,
  });
}

function useInvalidating<A, R>(send: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveSensor() {
  return useInvalidating(({ id, body }: { id: number | null; body: SensorBody }) =>
    id === null ? call(e.create, { body }) : call(e.update, { params: { id }, body }),
  );
}

export function useDeleteSensor() {
  return useInvalidating((id: number) => call(e.remove, { params: { id } }));
}

/** The registry's ports (the locations a sensor or source belongs to). */
export function usePorts() {
  return useQuery({
    queryKey: [...KEY, 'ports'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await call(portEndpoints.list, {}, { signal })).assets.filter((a) => a.category === 'ports'),
  });
}

/** A port's sensors and their states, without addresses (the port panel). */
export function usePortSensors(portId: string) {
  return useQuery({
    queryKey: [...KEY, 'port', portId],
    queryFn: ({ signal }) => call(e.portSensors, { params: { portId } }, { signal }),
    refetchInterval: PORT_POLL_MS,
  });
}

/** Every port's cameras, without addresses (the live CCTV player). */
export function useCameras() {
  return useQuery({
    queryKey: [...KEY, 'cameras'],
    queryFn: ({ signal }) => call(e.cameras, {}, { signal }),
    refetchInterval: PORT_POLL_MS,
  });
}

/** The sensors of one kind at a port. */
export function usePortSensorsOf(portId: string, kind: SensorKind) {
  const q = usePortSensors(portId);
  return { ...q, sensors: (q.data?.sensors ?? []).filter((s) => s.kind === kind) };
}

export function useSensorReading(id: number) {
  return useQuery({
    queryKey: [...KEY, 'reading', id],
    queryFn: ({ signal }) => call(e.reading, { params: { id } }, { signal }),
    refetchInterval: READING_POLL_MS,
  });
}

/** Where a sensor's stream is relayed by the server. */
export function mediaUrl(id: number): string {
  return endpointPath(e.media, { id });
}

/** INFRASTRUCTURE: the uptime of one UTC+7 day. */
export function useUptime(day: string) {
  return useQuery({
    queryKey: [...KEY, 'uptime', day],
    queryFn: ({ signal }) => call(e.uptime, { query: { day } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSourceLocations(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'sources'],
    queryFn: ({ signal }) => call(e.sourceLocations, {}, { signal }),
    enabled,
  });
}

export function useSetSourceLocation() {
  return useInvalidating(({ id, locationId }: { id: number; locationId: string | null }) =>
    call(e.setSourceLocation, { params: { id }, body: { locationId } }),
  );
}
