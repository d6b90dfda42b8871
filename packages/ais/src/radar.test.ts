/**
 * Radar TTM/TLL. SYNTHETIC fixtures (test/fixtures/radar.synthetic.nmea and the lines below):
 * no real capture of these sentences exists in ../shared/data/ais; they were written from the
 * NMEA 0183 v4 field layout (checksums computed), plus go-nmea's documented TTM example.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RadarTarget } from './radar.ts';
import { AisStream } from './stream.ts';
import { withChecksum } from './writer.ts';

const dollar = (body: string) => `$${withChecksum(body).slice(1)}`;

function parse(lines: string[]) {
  const targets: RadarTarget[] = [];
  const errors: string[] = [];
  const s = new AisStream({ onRadar: (t) => targets.push(t), onError: (e) => errors.push(e.kind) });
  s.write(lines.join('\r\n') + '\r\n');
  s.end();
  return { targets, errors, stats: s.stats };
}

describe('radar targets (synthetic fixtures)', () => {
  it('parses TTM to a target relative to own ship', () => {
    const { targets } = parse(['$RATTM,02,1.43,170.5,T,0.16,264.4,T,1.42,36.9,N,,T,,,M*2A']);
    expect(targets[0]).toMatchObject({
      sentence: 'TTM',
      talker: 'RA',
      number: 2,
      distance: 1.43,
      bearing: 170.5,
      bearingRef: 'T',
      speed: 0.16,
      course: 264.4,
      cpaDistance: 1.42,
      cpaTime: 36.9,
      units: 'N',
      name: '',
      status: 'T',
      reference: false,
      time: null,
      acquisition: 'M',
      lat: null,
    });
  });

  it('parses TTM with name, reference flag, time and negative TCPA', () => {
    const { targets } = parse([
      dollar('RATTM,15,3.20,045.0,R,12.5,310.0,T,0.30,-4.5,N,TUG ANDALAS,Q,R,102233.50,A'),
    ]);
    expect(targets[0]).toMatchObject({
      number: 15,
      bearingRef: 'R',
      cpaTime: -4.5,
      name: 'TUG ANDALAS',
      status: 'Q',
      reference: true,
      time: '102233.50',
      acquisition: 'A',
    });
  });

  it('parses TLL to latitude and longitude', () => {
    const { targets } = parse([
      dollar('RATLL,07,0607.500,S,10649.200,E,KM SINAR,033015.00,T,'),
      dollar('ARTLL,08,5130.000,N,00007.800,W,,,L,R'),
    ]);
    expect(targets[0]?.lat).toBeCloseTo(-6.125, 9);
    expect(targets[0]?.lon).toBeCloseTo(106.82, 9);
    expect(targets[0]).toMatchObject({
      sentence: 'TLL',
      number: 7,
      name: 'KM SINAR',
      time: '033015.00',
      status: 'T',
    });
    expect(targets[1]).toMatchObject({
      lat: 51.5,
      lon: -0.13,
      status: 'L',
      reference: true,
      talker: 'AR',
    });
  });

  it('reads the synthetic fixture file, tag blocks included', () => {
    const text = readFileSync(
      new URL('../test/fixtures/radar.synthetic.nmea', import.meta.url),
      'latin1',
    );
    const tags: unknown[] = [];
    const targets: RadarTarget[] = [];
    const s = new AisStream({
      onRadar: (t, tag) => {
        targets.push(t);
        tags.push(tag);
      },
    });
    s.write(text);
    s.end();
    expect(targets.map((t) => `${t.sentence}:${t.number}`)).toEqual([
      'TTM:2',
      'TTM:15',
      'TLL:7',
      'TLL:8',
      'TTM:99',
    ]);
    expect(tags[4]).toEqual({ source: 'radar1', time: 1700000000 });
    expect(s.stats.other).toBe(3); // the comment lines
    expect(Object.values(s.stats.errors).every((n) => n === 0)).toBe(true);
  });

  it('rejects malformed radar sentences with a typed error', () => {
    const { targets, errors } = parse([
      dollar('RATTM,xx,1.0,1.0,T,1,1,T,1,1,N,,T,,,M'),
      dollar('RATLL,01,9999.999,N,00000.000,E'),
      dollar('RATTM,01,1.0'),
      '$RATTM,02,1.43,170.5,T,0.16,264.4,T,1.42,36.9,N,,T,,,M*2B',
    ]);
    expect(targets).toHaveLength(0);
    expect(errors).toEqual(['radar', 'radar', 'radar', 'checksum']);
  });
});
