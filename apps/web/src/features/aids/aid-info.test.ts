import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { aidRows } from './aid-info.ts';

const en = i18n.getFixedT('en');

describe('aidRows (the SBNP card)', () => {
  const aid = {
    mmsi: 995251234,
    name: 'RAMBU SUAR TG PRIOK',
    aidType: 5,
    aidTypeName: 'Light, without sectors',
    lon: 106.8825,
    lat: -6.0925,
    virtual: false,
    offPosition: null,
    source: 'VTS_Priok',
    lastSeen: Date.UTC(2026, 10, 22, 1, 2, 3),
  };

  it('names the aid, its type and flags, its place and when it last reported (UTC+7)', () => {
    const rows = Object.fromEntries(aidRows(en, aid, aid.lastSeen + 185_000));
    expect(rows).toEqual({
      Name: 'RAMBU SUAR TG PRIOK',
      MMSI: '995251234',
      Type: 'Light, without sectors',
      Virtual: 'No',
      'Off position': '-',
      Latitude: expect.stringMatching(/\(-6\.09250\)$/) as string,
      Longitude: expect.stringMatching(/\(106\.88250\)$/) as string,
      Source: 'VTS_Priok',
      Timestamp: '22-11-2026 08:02:03',
      Age: '3 min',
    });
  });

  it('says a virtual aid is virtual, an unnamed one has no name, and one off its place', () => {
    const rows = Object.fromEntries(
      aidRows(en, { ...aid, name: null, virtual: true, offPosition: true }, aid.lastSeen),
    );
    expect(rows).toMatchObject({ Name: '-', Virtual: 'Yes', 'Off position': 'Yes' });
  });

  it('labels the rows and words in Indonesian too', () => {
    const rows = Object.fromEntries(aidRows(i18n.getFixedT('id'), aid, aid.lastSeen + 185_000));
    expect(rows).toMatchObject({ Nama: 'RAMBU SUAR TG PRIOK', Virtual: 'Tidak', Usia: '3 mnt' });
  });
});
