import { ALERT_PRIORITY, type AlertPriority, type AlertType } from '@pantau/domain';
import type { AlertView } from '@pantau/contracts';
import type { AlertRecord } from './alerts.repo.ts';

/** What the engine knows of the vessel an alert is about (from the live picture). */
export interface VesselFacts {
  name: string | null;
  callSign: string | null;
  shipType: number | null;
  lon: number | null;
  lat: number | null;
}

/** One situation: open in memory, written to the store by the engine's flush. */
export interface Situation {
  key: string;
  type: AlertType;
  mmsi: number;
  behaviour: string;
  id: number | null;
  record: AlertRecord;
  /** Wall time the triggering message was received (for the latency figure). */
  receivedAt: number;
  ackBy: string | null;
  ackAt: number | null;
}

export function situationKey(type: AlertType, mmsi: number, behaviour: string): string {
  return `${type}|${mmsi}|${behaviour}`;
}

export function newSituation(
  type: AlertType,
  mmsi: number,
  behaviour: string,
  t: number,
  facts: VesselFacts,
  details: AlertView['details'],
  priority: AlertPriority = ALERT_PRIORITY[type],
): Situation {
  const key = situationKey(type, mmsi, behaviour);
  return {
    key,
    type,
    mmsi,
    behaviour,
    id: null,
    receivedAt: 0,
    ackBy: null,
    ackAt: null,
    record: {
      situation: key,
      type,
      priority,
      status: 'open',
      mmsi,
      ...facts,
      openedAt: t,
      updatedAt: t,
      closedAt: null,
      details,
    },
  };
}

export function viewOf(s: Situation): AlertView {
  const { situation: _situation, ...rest } = s.record;
  return { ...rest, id: s.id ?? 0, ackBy: s.ackBy, ackAt: s.ackAt };
}
