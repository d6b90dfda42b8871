import type { SensorKind } from '@pantau/contracts';
import type { PortRef } from '../feature.ts';
import { usePortSensorsOf } from './infrastructure.api.ts';

export const STATE_COLOR = { up: 'green', down: 'red', unknown: 'gray' } as const;

/**
 * A port's status dot for one kind (SPEC §2.20): 'none' when no such sensor is configured,
 * 'ok' when every one was up at its last check, 'down' otherwise (one down, or not checked).
 */
export function portStatus(
  sensors: readonly { state: 'up' | 'down' | 'unknown' }[],
): 'ok' | 'down' | 'none' {
  if (sensors.length === 0) return 'none';
  return sensors.every((s) => s.state === 'up') ? 'ok' : 'down';
}

export function usePortSensorStatus(port: PortRef, kind: SensorKind): 'ok' | 'down' | 'none' {
  return portStatus(usePortSensorsOf(port.id, kind).sensors);
}
