import { DEFAULT_AGE_POLICY, DEFAULT_ALERT_THRESHOLDS, REFERENCE_ASSETS } from '@pantau/domain';
import { boundaryCategoryOf, type AlertView } from '@pantau/contracts';
import { LiveHub } from '../../live-hub/live-hub.ts';
import type { Store } from '../../store/db.ts';
import { GeofenceEngine } from '../geofences/engine.ts';
import { IngestPipeline } from '../ingest/pipeline.ts';
import { SourceStats } from '../ingest/source-stats.ts';
import { LivePicture } from '../live/live-picture.ts';
import { indonesiaEez } from '../zee/eez.ts';
import { AlertsRepo } from './alerts.repo.ts';
import { AlertEngine, type BoundaryPoi } from './engine.ts';
import { AlertSettingsRepo } from './settings.repo.ts';
import { AlertWriter } from './writer.ts';

/** A port the replay draws a Boundary circle around (a registry entry). */
export interface ReplayPort extends BoundaryPoi {
  id: string;
  name: string;
  /** Its Boundary circle (SPEC §9's 30 NM when absent). */
  radiusM?: number;
}

/**
 * The registry's reference entries with a Boundary circle as the server draws them by
 * default (every POI category a default alert setting gives a radius), for a replay of the
 * national picture.
 */
export function referencePorts(): ReplayPort[] {
  const radii = AlertSettingsRepo.defaults().boundary;
  const out: ReplayPort[] = [];
  for (const a of REFERENCE_ASSETS) {
    const category = boundaryCategoryOf(a.category);
    const radiusM = category ? radii[category]?.metres : undefined;
    if (!category || !radiusM) continue;
    out.push({ id: a.id, name: a.name, lon: a.lon, lat: a.lat, category, code: a.code, radiusM });
  }
  return out;
}

/** The server sweeps (Ais Off, forgetting) every 30 s: here in the recording's time. */
const SWEEP_MS = 30_000;
const FLUSH_MS = 250;
const TAG_TIME = /^\\[^\\]*\bc:(\d+)/;

/**
 * A recording replayed through the whole engine as the server runs it: NMEA lines through
 * the ingest pipeline onto the hub, to the live picture, the geofence engine (the ports'
 * Boundary circles, SPEC §9's 30 NM, and the ZEE) and the alert engine, its writer storing
 * to `store`. The clock is each line's tag-block time; sweeps run every 30 s of it.
 */
export async function replayRecording(
  store: Store,
  lines: Iterable<string>,
  ports: readonly ReplayPort[],
  options: {
    thresholds?: typeof DEFAULT_ALERT_THRESHOLDS;
    /**
     * The rules' pace (`PANTAU_RULE_PACE_MS`): geofences and alerts take each ship's newest
     * position once per this much of the recording's time. 0: every message.
     */
    paceMs?: number;
  } = {},
): Promise<{ messages: number; first: number; last: number }> {
  const { thresholds = DEFAULT_ALERT_THRESHOLDS, paceMs = 0 } = options;
  const hub = new LiveHub();
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  const repo = new AlertsRepo(store.db);
  let clock = 0;
  const writer = new AlertWriter({
    repo,
    now: () => clock,
    stored: () => undefined,
    onError: (err) => {
      throw err;
    },
  });
  const byId = new Map(ports.map((p) => [p.id, p]));
  const engine = new AlertEngine({
    thresholds,
    picture,
    writer,
    isSatellite: () => false,
    now: () => clock,
    boundaryPoi: (id) => byId.get(String(id)),
    ports: () => ports.filter((p) => p.category === 'port').map((p) => [p.lon, p.lat] as const),
    portName: (code) => ports.find((p) => p.code === code)?.name,
  });
  const zones = new GeofenceEngine();
  zones.setZones(
    'port',
    ports.map((p) => ({
      id: p.id,
      name: p.name,
      shape: {
        type: 'Circle',
        center: [p.lon, p.lat],
        radiusM: DEFAULT_ALERT_THRESHOLDS.boundaryM,
      },
    })),
  );
  zones.setZones('zee', [
    { id: 'IDN', name: 'ZEE Indonesia', shape: { type: 'Polygon', ring: indonesiaEez() } },
  ]);
  zones.onZoneEvent((e) => engine.zone(e));
  hub.subscribe({ name: 'live picture', event: (e) => picture.apply(e) });
  hub.subscribe({
    name: 'geofences',
    event: (e) => {
      if (e.kind === 'position') zones.position(e.mmsi, e.lon, e.lat, e.t);
    },
    paceMs,
  });
  hub.subscribe({ name: 'alerts', event: (e) => engine.event(e), paceMs });

  const pipeline = new IngestPipeline({ hub, now: () => clock });
  const stats = new SourceStats();
  const conn = pipeline.connection('situation', stats);
  let first = 0;
  let nextSweep = 0;
  let flushedAt = 0;
  let drainedAt = 0;
  for (const line of lines) {
    const m = TAG_TIME.exec(line);
    if (m) {
      clock = Math.max(clock, Number(m[1]) * 1000);
      if (first === 0) [first, nextSweep] = [clock, clock + SWEEP_MS];
    }
    // The paced rules judge what waits, once per pace of the recording's time.
    if (paceMs > 0 && clock - drainedAt >= paceMs) {
      drainedAt = clock;
      hub.drain();
    }
    while (nextSweep !== 0 && clock >= nextSweep) {
      engine.sweep(nextSweep, DEFAULT_AGE_POLICY.removeMs);
      nextSweep += SWEEP_MS;
    }
    conn.write(Buffer.from(`${line}\r\n`, 'latin1'));
    // The writer stores as the server's does, every 250 ms of the recording's time.
    if (clock - flushedAt >= FLUSH_MS) {
      flushedAt = clock;
      await writer.flush();
    }
  }
  conn.end();
  hub.drain();
  await writer.flush();
  return { messages: stats.messages, first, last: clock };
}

/** Every alert in the store, oldest first. */
export async function storedAlerts(store: Store): Promise<AlertView[]> {
  const repo = new AlertsRepo(store.db);
  const rows = await store.db.selectFrom('alerts').select('id').orderBy('id').execute();
  const alerts: AlertView[] = [];
  for (const r of rows) {
    const a = await repo.get(Number(r.id));
    if (a) alerts.push(a);
  }
  return alerts;
}
