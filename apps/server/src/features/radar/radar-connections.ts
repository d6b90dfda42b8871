import { AisStream } from '@pantau/ais';
import { ivefTrack } from '@pantau/domain';
import type { Connection } from '../ingest/drivers/index.ts';
import { FEED_MAX_LINE, FEED_MAX_PENDING } from '../ingest/limits.ts';
import type { SourceConfig } from '../ingest/source-config.ts';
import type { SourceStats } from '../ingest/source-stats.ts';
import { IvefReader } from './ivef-reader.ts';
import type { RadarSourceRef, RadarTracks } from './radar-tracks.ts';

export function sourceRef(c: SourceConfig): RadarSourceRef {
  const site =
    c.radarLon != null && c.radarLat != null ? ([c.radarLon, c.radarLat] as const) : null;
  return { id: c.id, name: c.name, site };
}

/**
 * One connection of a NMEA radar source: TTM and TLL sentences (the AIS stream's line
 * splitter, checksum and radar parser) into the tracks. A malformed sentence, one that cannot
 * be placed, or one that is no radar sentence is counted as a decode error and dropped.
 */
export function nmeaRadarConnection(
  config: SourceConfig,
  stats: SourceStats,
  tracks: RadarTracks,
  now: () => number,
): Connection {
  const source = sourceRef(config);
  const stream = new AisStream({
    now,
    maxLineLength: FEED_MAX_LINE,
    maxPending: FEED_MAX_PENDING,
    requireChecksum: config.checksum !== 'optional',
    onRadar: (s) => {
      const t = now();
      if (tracks.nmea(source, s, t)) stats.message(t, null);
      else stats.decodeErrors++;
    },
    // AIS on a radar feed is not what the source is for: counted, not taken in.
    onMessage: () => void stats.decodeErrors++,
    onError: (e) => {
      stats.decodeErrors++;
      if (e.kind === 'overlong') stats.overlong++;
      else if (e.kind === 'checksum') stats.checksum++;
    },
  });
  return { write: (chunk) => stream.write(chunk), end: () => stream.end() };
}

/**
 * One connection of an IVEF source: XML messages (IvefReader, bounded) into the tracks. A
 * malformed message, or vessel data without an id or a position, is counted and dropped.
 */
export function ivefRadarConnection(
  config: SourceConfig,
  stats: SourceStats,
  tracks: RadarTracks,
  now: () => number,
): Connection {
  const source = sourceRef(config);
  const reader = new IvefReader({
    vessel: (a) => {
      const r = ivefTrack(a);
      if (!r.ok) {
        stats.decodeErrors++;
        return;
      }
      const t = now();
      tracks.ivef(source, r.track, t);
      stats.message(t, r.track.time);
    },
    malformed: (reason) => {
      stats.decodeErrors++;
      if (reason === 'message too large') stats.overlong++;
    },
  });
  return { write: (chunk) => reader.write(chunk), end: () => reader.end() };
}
