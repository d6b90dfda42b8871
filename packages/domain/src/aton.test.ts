import { describe, expect, it } from 'vitest';
import { aidTypeName, normaliseAton } from './aton.ts';

const T = 1_795_000_000_000;
const DEG = 600_000;

/** A message 21 as `@pantau/ais` yields it: raw units, the name padded to 20 characters. */
const report = (fields: Record<string, unknown>) => ({
  type: 21,
  mmsi: 995251234,
  aid_type: 5,
  name: 'RAMBU SUAR TG PRIOK ',
  lon: 106.8825 * DEG,
  lat: -6.0925 * DEG,
  second: 30,
  off_position: false,
  virtual_aid: false,
  ...fields,
});

describe('normaliseAton (AIS message 21 → an aid to navigation)', () => {
  it('reads the aid in degrees with its name, type and flags', () => {
    expect(normaliseAton(report({}), T, 'priok')).toEqual({
      mmsi: 995251234,
      t: T,
      source: 'priok',
      name: 'RAMBU SUAR TG PRIOK',
      aidType: 5,
      lat: -6.0925,
      lon: 106.8825,
      virtual: false,
      offPosition: false,
    });
  });

  it('goes on into the name extension only when the 20 characters are all used', () => {
    const full = normaliseAton(
      report({ name: 'PELAMPUNG SUAR MERAH', name_ext: ' ALUR 3@@' }),
      T,
      's',
    );
    expect(full?.name).toBe('PELAMPUNG SUAR MERAH ALUR 3');
    const short = normaliseAton(report({ name: 'BUOY 7@@@', name_ext: 'X' }), T, 's');
    expect(short?.name).toBe('BUOY 7');
    expect(normaliseAton(report({ name: '@@@@' }), T, 's')?.name).toBeNull();
  });

  it('keeps the off-position flag only with a valid time stamp, and the virtual flag', () => {
    expect(normaliseAton(report({ off_position: true }), T, 's')?.offPosition).toBe(true);
    expect(normaliseAton(report({ off_position: true, second: 61 }), T, 's')?.offPosition).toBe(
      null,
    );
    expect(normaliseAton(report({ virtual_aid: true }), T, 's')?.virtual).toBe(true);
  });

  it('gives nothing for other messages, no position or an impossible one', () => {
    expect(normaliseAton({ ...report({}), type: 1 }, T, 's')).toBeNull();
    expect(normaliseAton(report({ lat: 91 * DEG }), T, 's')).toBeNull();
    expect(normaliseAton(report({ lon: 181 * DEG }), T, 's')).toBeNull();
    expect(normaliseAton(report({ lon: undefined }), T, 's')).toBeNull();
  });

  it('names the aid types of ITU-R M.1371 and numbers any other', () => {
    expect(aidTypeName(2)).toBe('RACON (radar transponder)');
    expect(aidTypeName(30)).toBe('Special mark');
    expect(aidTypeName(31)).toBe('Light vessel, LANBY or rig');
    expect(aidTypeName(40)).toBe('Aid type 40');
  });
});
