import type { PositionEvent, StaticEvent } from '@pantau/domain';

/** Vessel events for the live tests: a class A ship at speed, and its type 5 report. */

export const pos = (
  mmsi: number,
  t: number,
  lon: number,
  lat: number,
  source = 'priok',
  extra: Partial<PositionEvent> = {},
): PositionEvent => ({
  kind: 'position',
  mmsi,
  t,
  source,
  msgType: 1,
  aisClass: 'A',
  lat,
  lon,
  sog: 10,
  cog: 90,
  heading: 91,
  navStatus: 0,
  rot: 0,
  accuracy: true,
  ...extra,
});

export const stat = (mmsi: number, t: number, extra: Partial<StaticEvent> = {}): StaticEvent => ({
  kind: 'static',
  mmsi,
  t,
  source: 'priok',
  msgType: 5,
  aisClass: 'A',
  name: 'KM A',
  callSign: 'PKA',
  imo: 9123456,
  shipType: 70,
  toBow: 10,
  toStern: 10,
  toPort: 3,
  toStarboard: 3,
  ...extra,
});
