/**
 * @pantau/sim: simulated AIS traffic in Indonesian waters as real NMEA (through
 * `@pantau/ais`'s writer), in process or over TCP. Every sentence carries the tag block
 * source `s:pantau-sim`, so consumers can mark the picture as simulated.
 */
export {
  Simulator,
  reportInterval,
  MAX_VESSELS,
  SATELLITE_INTERVAL_MS,
  STATIC_INTERVAL_MS,
} from './simulator.ts';
export type { Reception, SimulatorOptions, SimulatorStats } from './simulator.ts';
export { SHORE_STATIONS, TERRESTRIAL_RANGE_NM, terrestrialCoverage } from './coverage.ts';
export { startSimulatorServer } from './server.ts';
export type { SimulatorServer, SimulatorServerOptions, SimulatorServerStats } from './server.ts';
export { createSimulatorSource } from './source.ts';
export type { SimulatorSource, SimulatorSourceOptions } from './source.ts';
export { makeFleet, DARK_AFTER_MS, LOITER_CENTER, LOITER_RADIUS_NM } from './fleet.ts';
export type { AisClass, Anomalies, Category, Fleet, Vessel } from './fleet.ts';
export type { Movement } from './places.ts';
export { ROUTES, AREAS } from './routes.ts';
export type { Area, AreaKind, EndStop, Route, RouteEnd, RouteKind } from './routes.ts';
export { SIM_SOURCE, positionA, positionB, staticA, staticB, tagBlock } from './nmea.ts';
export { bearingDeg, destination, distanceNm } from './geodesy.ts';
export type { LonLat } from './geodesy.ts';
