import { describe, expect, it } from 'vitest';
import { parseDmsLine, parseDmsLines, parseDmsPair } from './dms-lines.ts';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

describe('one point per line, name,latitude,longitude in DMS (SPEC §5)', () => {
  it('reads LS/BT as south and east', () => {
    expect(parseDmsLine(`P1,6°10'30" LS,106°52'12" BT`)).toEqual({
      name: 'P1',
      lat: -dms(6, 10, 30),
      lon: dms(106, 52, 12),
    });
  });

  it('reads LU as north and BB as west', () => {
    const p = parseDmsLine(`Utara, 1°30'0" LU , 120°0'0" BB`);
    expect(p).toEqual({ name: 'Utara', lat: 1.5, lon: -120 });
  });

  it('reads the single letters U and S, and T for east', () => {
    expect(parseDmsLine(`a,2 15 0 U,110 0 0 T`)).toEqual({ name: 'a', lat: 2.25, lon: 110 });
    expect(parseDmsLine(`b,2 15 0 S,110 0 0 B`)).toEqual({ name: 'b', lat: -2.25, lon: -110 });
  });

  it('refuses lines that are not three fields of name and DMS coordinates', () => {
    expect(parseDmsLine(`6°10'30" LS,106°52'12" BT`)).toBeNull();
    expect(parseDmsLine(`P1,6°10'30" LS,106°52'12" BT,extra`)).toBeNull();
    expect(parseDmsLine(`,6°10'30" LS,106°52'12" BT`)).toBeNull();
    expect(parseDmsLine(`P1,abc,106°52'12" BT`)).toBeNull();
    expect(parseDmsLine(`P1,95°0'0" LS,106°52'12" BT`)).toBeNull();
    expect(parseDmsLine(`P1,6°70'0" LS,106°52'12" BT`)).toBeNull();
  });
});

describe('a polygon typed as DMS lines', () => {
  const A = `A,6°0'0" LS,106°0'0" BT`;
  const B = `B,6°0'0" LS,107°0'0" BT`;
  const C = `C,7°0'0" LS,107°0'0" BT`;

  it('closes an open ring of three points', () => {
    const r = parseDmsLines([A, B, C].join('\n'));
    expect(r).toEqual({
      ok: true,
      points: [
        { name: 'A', lat: -6, lon: 106 },
        { name: 'B', lat: -6, lon: 107 },
        { name: 'C', lat: -7, lon: 107 },
      ],
      ring: [
        [106, -6],
        [107, -6],
        [107, -7],
        [106, -6],
      ],
    });
  });

  it('keeps a ring typed closed with four lines as it is', () => {
    const r = parseDmsLines([A, B, C, A.replace('A,', 'A2,')].join('\r\n'));
    expect(r.ok && r.ring).toEqual([
      [106, -6],
      [107, -6],
      [107, -7],
      [106, -6],
    ]);
  });

  it('skips blank lines', () => {
    const r = parseDmsLines(`\n${A}\n\n${B}\n  \n${C}\n`);
    expect(r.ok && r.points.length).toBe(3);
  });

  it("says 'masukkan minimal 3 koordinat' below three points", () => {
    expect(parseDmsLines('')).toEqual({ ok: false, error: { code: 'minPoints' } });
    expect(parseDmsLines([A, B].join('\n'))).toEqual({ ok: false, error: { code: 'minPoints' } });
  });

  it("says '… unik' when the first equals the last with fewer than four points", () => {
    expect(parseDmsLines([A, B, A].join('\n'))).toEqual({
      ok: false,
      error: { code: 'minUnique' },
    });
  });

  it('names the first line that is not a point', () => {
    expect(parseDmsLines([A, 'B;6 0 0 LS;107 0 0 BT', C].join('\n'))).toEqual({
      ok: false,
      error: { code: 'format', line: 2 },
    });
  });
});

describe("a circle's centre, latitude,longitude in DMS", () => {
  it('answers [lon, lat]', () => {
    expect(parseDmsPair(`6°30'0" LS, 106°45'0" BT`)).toEqual([106.75, -6.5]);
  });

  it('refuses anything else', () => {
    expect(parseDmsPair(`6°30'0" LS`)).toBeNull();
    expect(parseDmsPair(`x,6°30'0" LS,106°45'0" BT`)).toBeNull();
    expect(parseDmsPair(`6°30'0" LS, east`)).toBeNull();
  });
});
