import { describe, expect, it } from 'vitest';
import { REFERENCE_ASSETS } from '../registry/reference.ts';
import { wibDayStart } from '../format/wib.ts';
import { sourceLocation, sourceUptimeKind, weatherReading } from './locations.ts';
import {
  MAIN_LOCATIONS,
  creditSamples,
  creditSpan,
  mainLocationKey,
  uptimeCell,
  uptimePercent,
} from './uptime.ts';

const DAY = '2026-11-24';
const T0 = wibDayStart(DAY);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('uptime credits', () => {
  it('credits a span to the state seen at its start', () => {
    expect(creditSpan(T0 + HOUR, T0 + 2 * HOUR, true, HOUR)).toEqual([
      { day: DAY, upMs: HOUR, knownMs: HOUR },
    ]);
    expect(creditSpan(T0 + HOUR, T0 + 2 * HOUR, false, HOUR)).toEqual([
      { day: DAY, upMs: 0, knownMs: HOUR },
    ]);
  });

  it('splits a span at UTC+7 midnight (17:00 UTC), not UTC midnight', () => {
    const end = wibDayStart('2026-11-25');
    expect(new Date(end).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(creditSpan(end - 10 * MIN, end + 5 * MIN, true, HOUR)).toEqual([
      { day: DAY, upMs: 10 * MIN, knownMs: 10 * MIN },
      { day: '2026-11-25', upMs: 5 * MIN, knownMs: 5 * MIN },
    ]);
  });

  it('credits no more than the gap limit when nobody observed the sensor', () => {
    // The server was stopped for five hours between two checks a minute apart.
    expect(creditSpan(T0 + HOUR, T0 + 6 * HOUR, true, 3 * MIN)).toEqual([
      { day: DAY, upMs: 3 * MIN, knownMs: 3 * MIN },
    ]);
  });

  it('gives nothing for an empty or backwards span', () => {
    expect(creditSpan(T0, T0, true, HOUR)).toEqual([]);
    expect(creditSpan(T0 + MIN, T0, true, HOUR)).toEqual([]);
  });

  it('merges a run of checks per day: up 45 min, down 15 min is 75 %', () => {
    const samples = [
      { at: T0, up: true },
      { at: T0 + 15 * MIN, up: true },
      { at: T0 + 30 * MIN, up: true },
      { at: T0 + 45 * MIN, up: false },
      { at: T0 + 60 * MIN, up: true },
    ];
    const credits = creditSamples(samples, 20 * MIN);
    expect(credits).toEqual([{ day: DAY, upMs: 45 * MIN, knownMs: 60 * MIN }]);
    expect(uptimePercent(credits)).toBe(75);
    // `now` closes the last observation's span.
    expect(creditSamples(samples, 20 * MIN, T0 + 70 * MIN)).toEqual([
      { day: DAY, upMs: 55 * MIN, knownMs: 70 * MIN },
    ]);
  });

  it('rounds to one decimal and says null when nothing was observed', () => {
    expect(uptimePercent([{ upMs: 2, knownMs: 3 }])).toBe(66.7);
    expect(uptimePercent([])).toBeNull();
    expect(uptimePercent([{ upMs: 0, knownMs: 0 }])).toBeNull();
  });

  it("shows '-' only where a location has no such sensor", () => {
    expect(uptimeCell(false, [])).toBe('-');
    expect(uptimeCell(true, [])).toBeNull();
    expect(uptimeCell(true, [{ upMs: 1, knownMs: 1 }])).toBe(100);
    // A sensor removed since still has its day.
    expect(uptimeCell(false, [{ upMs: 0, knownMs: 5 }])).toBe(0);
  });
});

describe('locations', () => {
  it('names the five main locations by registry ports that exist', () => {
    const ids = new Set(REFERENCE_ASSETS.filter((a) => a.category === 'ports').map((a) => a.id));
    for (const l of MAIN_LOCATIONS) expect(ids.has(l.portId)).toBe(true);
    expect(mainLocationKey('wpi-50970')).toBe('priok');
    expect(mainLocationKey('wpi-1')).toBeNull();
  });

  it('tells radar sources from AIS ones by kind', () => {
    expect(sourceUptimeKind('tcp-client')).toBe('ais');
    expect(sourceUptimeKind('simulator')).toBe('ais');
    expect(sourceUptimeKind('radar-nmea')).toBe('radar');
    expect(sourceUptimeKind('radar-ivef')).toBe('radar');
  });

  const ports = REFERENCE_ASSETS.filter((a) => a.category === 'ports');

  it("places a source by mapping, then position within 30 NM, then district's port", () => {
    const none = new Map<number, string>();
    expect(sourceLocation({ id: 1, district: 'Tanjung Priok' }, none, ports)).toBe('wpi-50970');
    expect(sourceLocation({ id: 1, district: 'Belawan' }, none, ports)).toBe('wpi-50730');
    expect(sourceLocation({ id: 1, district: 'Belawan' }, new Map([[1, 'IDBTM']]), ports)).toBe(
      'IDBTM',
    );
    // A radar at Benoa's harbour, whatever its district says.
    expect(
      sourceLocation({ id: 2, district: 'Belawan', lon: 115.2167, lat: -8.75 }, none, ports),
    ).toBe('wpi-51260');
  });

  it('does not place a source far out at sea or without a district', () => {
    expect(sourceLocation({ id: 3, district: null }, new Map(), ports)).toBeNull();
    expect(
      sourceLocation({ id: 3, district: null, lon: 95.0, lat: -8.0 }, new Map(), ports),
    ).toBeNull();
    expect(sourceLocation({ id: 3, district: 'Atlantis' }, new Map(), ports)).toBeNull();
  });
});

describe('weather readings', () => {
  it("reads the spec's readings list by index", () => {
    expect(weatherReading([29.92, 0, '28.5', 80, 24.1, 0, 270, 12])).toEqual([
      { key: 'pressure', known: true, value: 29.92 },
      { key: 'temperature', known: true, value: 28.5 },
      { key: 'humidity', known: true, value: 80 },
      { key: 'dewPoint', known: true, value: 24.1 },
      { key: 'windDirection', known: true, value: 270 },
      { key: 'windSpeed', known: true, value: 12 },
    ]);
    expect(weatherReading({ readings: [30.01] })).toEqual([
      { key: 'pressure', known: true, value: 30.01 },
    ]);
  });

  it("shows an object's scalar fields and nothing else", () => {
    expect(weatherReading({ station: 'Priok', tempC: 29, nested: { a: 1 }, ok: true })).toEqual([
      { key: 'station', known: false, value: 'Priok' },
      { key: 'tempC', known: false, value: 29 },
    ]);
  });

  it('has nothing to show for empty or non-JSON-object answers', () => {
    expect(weatherReading(null)).toBeNull();
    expect(weatherReading('sunny')).toBeNull();
    expect(weatherReading([])).toBeNull();
    expect(weatherReading({ nested: { a: 1 } })).toBeNull();
  });
});
