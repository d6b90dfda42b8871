import { AisStream, type RadarTarget as RadarSentence } from '@pantau/ais';
import { destinationPoint } from '@pantau/geo';
import { describe, expect, it } from 'vitest';
import { nmeaSentence, radarNmeaLines } from '../../testing/radar-sim.ts';
import { RADAR_TRACK_TTL_MS, RadarTracks, type DarkTargetEvent } from './radar-tracks.ts';

const SITE = [106.885, -6.095] as const;
const SOURCE = { id: 3, name: 'radar_priok', site: SITE };
const PRIOK = { id: 'priok', name: 'Tanjung Priok', lon: 106.8833, lat: -6.1 };

function sentences(lines: string[]): RadarSentence[] {
  const out: RadarSentence[] = [];
  const s = new AisStream({ onRadar: (t) => out.push(t) });
  s.write(lines.join('\r\n') + '\r\n');
  return out;
}

describe('radar tracks', () => {
  it('merges TTM and TLL of one target number; a lost target leaves; silence expires it', () => {
    const tracks = new RadarTracks();
    const target = { id: 5, lon: 106.9, lat: -6.05, sog: 12, cog: 200 };
    for (const s of sentences(radarNmeaLines(SITE, target, 0))) {
      expect(tracks.nmea(SOURCE, s, 1000)).toBe(true);
    }
    expect(tracks.list()).toHaveLength(1);
    expect(tracks.list()[0]).toMatchObject({
      id: '3:5',
      speed: 12,
      course: 200,
      trackingMode: 'T',
    });
    const [lost] = sentences([nmeaSentence('RATTM,05,1.0,10.0,T,1,1,T,,,N,,L,,,A')]);
    expect(lost?.status).toBe('L');
    tracks.nmea(SOURCE, lost!, 2000);
    expect(tracks.size).toBe(0);
    for (const s of sentences(radarNmeaLines(SITE, target, 0))) tracks.nmea(SOURCE, s, 3000);
    expect(tracks.sweep(3000 + RADAR_TRACK_TTL_MS)).toBe(0);
    expect(tracks.sweep(3001 + RADAR_TRACK_TTL_MS)).toBe(1);
  });

  it('refuses a TTM from a source without a site', () => {
    const tracks = new RadarTracks();
    const [ttm] = sentences(
      radarNmeaLines(SITE, { id: 1, lon: 106.9, lat: -6.05, sog: 0, cog: 0 }, 0),
    );
    expect(tracks.nmea({ ...SOURCE, site: null }, ttm!, 0)).toBe(false);
  });

  it('fuses a track to the AIS vessel beside it after a minute; an unmatched one is a dark target', () => {
    const tracks = new RadarTracks();
    const fused = { id: 1, lon: 106.9, lat: -6.05, sog: 0, cog: 0 };
    const dark = { id: 2, lon: 106.85, lat: -6.02, sog: 0, cog: 0 };
    const [aisLon, aisLat] = destinationPoint(fused.lon, fused.lat, 45, 700);
    const vessel = { mmsi: 525001111, lon: aisLon, lat: aisLat };
    const events: DarkTargetEvent[] = [];
    for (let t = 0; t <= 200_000; t += 5000) {
      for (const s of sentences([
        ...radarNmeaLines(SITE, fused, t),
        ...radarNmeaLines(SITE, dark, t),
      ])) {
        tracks.nmea(SOURCE, s, t);
      }
      // The picture's AIS vessels near a point (only this one exists).
      events.push(
        ...tracks.evaluate(
          t,
          (lon, lat) =>
            Math.abs(lon - aisLon) < 0.05 && Math.abs(lat - aisLat) < 0.05 ? [vessel] : [],
          [PRIOK],
        ),
      );
      if (t === 55_000) expect(tracks.list().find((x) => x.track === '1')?.fusedMmsi).toBeNull();
    }
    expect(tracks.list().find((x) => x.track === '1')).toMatchObject({
      mmsi: 525001111,
      fusedMmsi: 525001111,
      kind: 'nmea',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      target: { track: '2', fusedMmsi: null },
      port: { id: 'priok' },
      since: 0,
      at: 180_000,
    });
  });

  it('an IVEF track keeps its own MMSI when fused, and shows what it is fused to', () => {
    const tracks = new RadarTracks();
    const ivef = {
      id: 'a1',
      lon: 106.9,
      lat: -6.05,
      time: null,
      lost: false,
      sog: 3,
      cog: 90,
      rot: null,
      heading: null,
      mmsi: 525005555,
      imo: null,
      name: 'KM IVEF',
      callSign: null,
      shipType: null,
      length: null,
      width: null,
      destination: null,
      eta: null,
      draught: null,
    };
    const vessel = { mmsi: 525001111, lon: 106.9005, lat: -6.0505 };
    for (let t = 0; t <= 70_000; t += 5000) {
      tracks.ivef(SOURCE, ivef, t);
      tracks.evaluate(t, () => [vessel], [PRIOK]);
    }
    expect(tracks.list()[0]).toMatchObject({ kind: 'ivef', mmsi: 525005555, fusedMmsi: 525001111 });
    tracks.ivef(SOURCE, { ...ivef, lost: true }, 75_000);
    expect(tracks.size).toBe(0);
  });
});
