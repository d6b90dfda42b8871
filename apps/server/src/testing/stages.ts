/**
 * The server's stages as the benchmarks measure them one by one (`bench/*.bench.ts`): ingest,
 * the hub and the live picture, the rules' engines with their writers and stores, the store
 * itself, the basemap's tiles and the camera relay. The benchmarks reach the server through
 * this entry and the other files of `testing/` only (lint-checked), never through a feature's
 * files, so a feature can move its insides without touching them.
 */
export { AlertsRepo } from '../features/alerts/alerts.repo.ts';
export { AlertEngine } from '../features/alerts/engine.ts';
export { AlertWriter } from '../features/alerts/writer.ts';
export { referencePorts, replayRecording, storedAlerts } from '../features/alerts/replay.rig.ts';
export { LandTiles } from '../features/basemap/land-tiles.ts';
export { cutCachePath, landSource } from '../features/basemap/region.ts';
export { DensityAggregator } from '../features/density/density-aggregator.ts';
export { DensityRepo } from '../features/density/density.repo.ts';
export { GeofenceEngine } from '../features/geofences/engine.ts';
export type { ZoneDef } from '../features/geofences/zones.ts';
export { HistoryWriter } from '../features/history/history-writer.ts';
export { HistoryRepo } from '../features/history/history.repo.ts';
export { PlaybackRepo } from '../features/history/playback.repo.ts';
export { CameraRelay } from '../features/infrastructure/transcode.ts';
export { TcpClientDriver } from '../features/ingest/drivers/tcp-client.ts';
export { IngestPipeline } from '../features/ingest/pipeline.ts';
export { SourceStats } from '../features/ingest/source-stats.ts';
export { LivePicture } from '../features/live/live-picture.ts';
export { PortCallEngine } from '../features/port-calls/port-calls.engine.ts';
export { PortCallsRepo } from '../features/port-calls/port-calls.repo.ts';
export { PortCallsWriter } from '../features/port-calls/port-calls.writer.ts';
export { NatsBus } from '../bus/bus.ts';
export { LiveHub } from '../live-hub/live-hub.ts';
export { openStore } from '../store/db.ts';
export { migrateToLatest } from '../store/migrate.ts';
