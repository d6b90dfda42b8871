import type { ZoneEventKind } from '../geofence.ts';

/**
 * Boundary, AOI and Alur (SPEC §3 columns 'status inside/outside'): one record per visit.
 * An enter opens it ('inside'), an exit updates it ('outside') and closes it; a crossing of
 * a line (a lane) opens and closes at once. The geofence engine's hysteresis already keeps
 * GPS jitter on a boundary from making events, so one visit is one record.
 */
export interface ZoneStep {
  /** What the record does. */
  action: 'open' | 'close' | 'openClose';
  status: 'inside' | 'outside' | 'crossed';
}

export function zoneStep(kind: ZoneEventKind): ZoneStep {
  switch (kind) {
    case 'enter':
      return { action: 'open', status: 'inside' };
    case 'exit':
      return { action: 'close', status: 'outside' };
    case 'cross':
      return { action: 'openClose', status: 'crossed' };
  }
}

/**
 * Which alert a zone provider's events make: ports → boundary, AOIs → aoi, a port's published
 * lanes and zones → alur, the EEZ (when its provider lands) → zee.
 */
export function zoneAlertType(provider: string): 'boundary' | 'aoi' | 'alur' | 'zee' | null {
  if (provider === 'port') return 'boundary';
  if (provider === 'aoi') return 'aoi';
  if (provider === 'zee') return 'zee';
  if (provider === 'map-feature') return 'alur';
  return null;
}
