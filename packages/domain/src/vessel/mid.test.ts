import { describe, expect, it } from 'vitest';
import { flagOfMid, flagOfMmsi, midOf, mmsiKind } from './mid.ts';

describe('MID → flag', () => {
  it('knows the flags seen in Indonesian waters', () => {
    expect(flagOfMmsi(525005001)).toMatchObject({ iso: 'ID', country: 'Indonesia' });
    expect(flagOfMmsi(563012345)?.iso).toBe('SG');
    expect(flagOfMmsi(533111222)?.iso).toBe('MY');
    expect(flagOfMmsi(353000001)?.iso).toBe('PA');
    expect(flagOfMmsi(636091234)?.iso).toBe('LR');
    expect(flagOfMmsi(477123456)?.iso).toBe('HK');
  });

  it('reads the MID in every MMSI form', () => {
    expect(midOf(525005001)).toBe(525);
    expect(midOf(5250050)).toBe(525); // 00525 0050: a coast station
    expect(midOf(52500501)).toBe(525); // 0525 00501: a group
    expect(midOf(111525001)).toBe(525); // SAR aircraft
    expect(midOf(992516001)).toBe(251); // aid to navigation, Iceland
    expect(midOf(970012345)).toBeUndefined(); // SART
    expect(mmsiKind(5250050)).toBe('coast');
    expect(mmsiKind(992516001)).toBe('aton');
    expect(mmsiKind(525005001)).toBe('ship');
  });

  it('has no MID twice and leaves unassigned ones out', () => {
    expect(flagOfMid(200)).toBeUndefined();
    expect(flagOfMid(525)?.country).toBe('Indonesia');
  });
});
