import type { RadarTarget as RadarSentence } from '@pantau/ais';
import type { RadarTarget } from '@pantau/contracts';
import {
  NEW_FUSION,
  rangeAndBearing,
  stepFusion,
  ttmDistanceNm,
  ttmPosition,
  ttmSpeedKnots,
  type FusionPort,
  type FusionState,
  type FusionVessel,
  type IvefTrack,
  type RadarSite,
} from '@pantau/domain';
import { greatCircleM } from '@pantau/geo';

/** A track not heard from for this long leaves the picture. */
export const RADAR_TRACK_TTL_MS = 120_000;
/** The most tracks kept (every source together); beyond it a new track is refused. */
export const RADAR_MAX_TRACKS = 20_000;

/** What a track's source is: its id, name and the radar's own position (if known). */
export interface RadarSourceRef {
  id: number;
  name: string;
  site: RadarSite | null;
}

interface Track {
  view: RadarTarget;
  /** Receipt time (ms) of the newest report. */
  heardAt: number;
  fusion: FusionState;
  /** The MMSI the radar itself gives (IVEF static data), or null. */
  ownMmsi: number | null;
}

/** A dark target: a radar track unmatched for 3 minutes inside a port's radius. */
export interface DarkTargetEvent {
  target: RadarTarget;
  port: FusionPort;
  /** When it began to be unmatched inside the port's radius (ms). */
  since: number;
  /** When it was raised (ms). */
  at: number;
}

const blank = (
  kind: RadarTarget['kind'],
  source: RadarSourceRef,
  track: string,
  lon: number,
  lat: number,
  t: number,
): RadarTarget => ({
  id: `${source.id}:${track}`,
  kind,
  origin: 'radar',
  sourceId: source.id,
  source: source.name,
  track,
  longitude: lon,
  latitude: lat,
  mmsi: null,
  fusedMmsi: null,
  shipType: null,
  course: null,
  speed: null,
  distance: null,
  direction: null,
  trackingMode: null,
  timestamp: Math.floor(t / 1000),
  imo: null,
  name: null,
  callSign: null,
  destName: null,
  eta: null,
  draught: null,
  heading: null,
  rot: null,
  length: null,
  width: null,
});

/**
 * The radar tracks of the live picture, in memory, by source and track id: NMEA TTM/TLL
 * (TTM placed from the radar's own position; TTM and TLL of one target number merge) and
 * IVEF. A track leaves when its radar says it is lost or after `RADAR_TRACK_TTL_MS` of
 * silence. `evaluate` runs the fusion rule on every track and returns the dark targets due.
 */
export class RadarTracks {
  readonly #tracks = new Map<string, Track>();

  get size(): number {
    return this.#tracks.size;
  }

  /**
   * A TTM or TLL sentence. False when it cannot be placed (a TTM without distance or bearing,
   * or from a source without a site; a TLL without a position): the caller counts it.
   */
  nmea(source: RadarSourceRef, s: RadarSentence, now: number): boolean {
    const track = String(s.number);
    const id = `${source.id}:${track}`;
    if (s.status === 'L') {
      this.#tracks.delete(id);
      return true;
    }
    let pos: [number, number] | null = null;
    if (s.sentence === 'TTM') {
      pos = source.site ? ttmPosition(source.site, s.distance, s.bearing, s.units) : null;
    } else if (s.lat !== null && s.lon !== null) {
      pos = [s.lon, s.lat];
    }
    if (!pos) return false;
    const t = this.#upsert('nmea', source, track, pos, now);
    if (!t) return true;
    const v = t.view;
    v.trackingMode = s.status ?? v.trackingMode;
    if (s.sentence === 'TTM') {
      v.distance = ttmDistanceNm(s.distance, s.units);
      v.direction = s.bearing;
      v.speed = ttmSpeedKnots(s.speed, s.units) ?? v.speed;
      v.course = s.course ?? v.course;
    } else if (source.site) {
      const rb = rangeAndBearing(source.site, pos[0], pos[1]);
      v.distance = rb.distanceNm;
      v.direction = rb.direction;
    }
    if (s.name) v.name = s.name;
    return true;
  }

  /** An IVEF track (lost ones leave the picture). */
  ivef(source: RadarSourceRef, s: IvefTrack, now: number): void {
    const id = `${source.id}:${s.id}`;
    if (s.lost) {
      this.#tracks.delete(id);
      return;
    }
    const t = this.#upsert('ivef', source, s.id, [s.lon, s.lat], s.time ?? now, now);
    if (!t) return;
    const v = t.view;
    t.ownMmsi = s.mmsi ?? t.ownMmsi;
    Object.assign(v, {
      mmsi: t.ownMmsi ?? v.fusedMmsi,
      speed: s.sog,
      course: s.cog,
      heading: s.heading,
      rot: s.rot,
      imo: s.imo ?? v.imo,
      name: s.name ?? v.name,
      callSign: s.callSign ?? v.callSign,
      shipType: s.shipType ?? v.shipType,
      length: s.length ?? v.length,
      width: s.width ?? v.width,
      destName: s.destination ?? v.destName,
      eta: s.eta ?? v.eta,
      draught: s.draught ?? v.draught,
    });
    if (source.site) {
      const rb = rangeAndBearing(source.site, s.lon, s.lat);
      v.distance = rb.distanceNm;
      v.direction = rb.direction;
    }
  }

  #upsert(
    kind: RadarTarget['kind'],
    source: RadarSourceRef,
    track: string,
    [lon, lat]: [number, number],
    reportT: number,
    now: number = reportT,
  ): Track | null {
    const id = `${source.id}:${track}`;
    let t = this.#tracks.get(id);
    if (!t) {
      if (this.#tracks.size >= RADAR_MAX_TRACKS) return null;
      t = {
        view: blank(kind, source, track, lon, lat, reportT),
        heardAt: now,
        fusion: NEW_FUSION,
        ownMmsi: null,
      };
      this.#tracks.set(id, t);
    }
    t.view.longitude = lon;
    t.view.latitude = lat;
    t.view.timestamp = Math.floor(reportT / 1000);
    t.view.source = source.name;
    t.heardAt = now;
    return t;
  }

  /** Drops the tracks of a source (removed or restarted with other settings). */
  dropSource(sourceId: number): void {
    for (const [id, t] of this.#tracks) if (t.view.sourceId === sourceId) this.#tracks.delete(id);
  }

  /** Drops tracks silent for longer than the TTL; returns how many. */
  sweep(now: number): number {
    let n = 0;
    for (const [id, t] of this.#tracks) {
      if (now - t.heardAt > RADAR_TRACK_TTL_MS) {
        this.#tracks.delete(id);
        n++;
      }
    }
    return n;
  }

  /**
   * One fusion step for every track: `vesselsNear` gives the AIS vessels around a point.
   * Returns the dark targets raised now.
   */
  evaluate(
    now: number,
    vesselsNear: (lon: number, lat: number, metres: number) => FusionVessel[],
    ports: readonly FusionPort[],
  ): DarkTargetEvent[] {
    const raised: DarkTargetEvent[] = [];
    for (const t of this.#tracks.values()) {
      const v = t.view;
      const { state, darkTarget } = stepFusion(t.fusion, {
        now,
        lon: v.longitude,
        lat: v.latitude,
        vessels: vesselsNear(v.longitude, v.latitude, 1600),
        ports,
      });
      t.fusion = state;
      const fused = state.fused?.mmsi ?? null;
      v.fusedMmsi = fused;
      v.mmsi = t.ownMmsi ?? fused;
      if (darkTarget)
        raised.push({ target: { ...v }, port: darkTarget.port, since: darkTarget.since, at: now });
    }
    return raised;
  }

  list(): RadarTarget[] {
    return [...this.#tracks.values()].map((t) => t.view);
  }

  /** Tracks within `metres` of the point, nearest first. */
  near(lon: number, lat: number, metres: number): RadarTarget[] {
    return [...this.#tracks.values()]
      .map((t) => ({ v: t.view, d: greatCircleM(lon, lat, t.view.longitude, t.view.latitude) }))
      .filter((x) => x.d <= metres)
      .sort((a, b) => a.d - b.d)
      .map((x) => x.v);
  }
}
