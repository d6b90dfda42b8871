import { describe, expect, it } from 'vitest';
import { cellText, checkRows, isXlsx, parseCsv } from './registration-file.ts';

describe('reading a registration file', () => {
  it('reads CSV with commas or semicolons, quotes, doubled quotes and CRLF', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
    ]);
    expect(parseCsv('No. Aju;Nama Kapal Laut;MMSI\nA-1;"KM; SATU";525005001')).toEqual([
      ['No. Aju', 'Nama Kapal Laut', 'MMSI'],
      ['A-1', 'KM; SATU', '525005001'],
    ]);
    expect(parseCsv('a,"multi\nline"\n')).toEqual([['a', 'multi\nline']]);
  });

  it('writes sheet cells as text: dates as the sheet shows them, numbers as written', () => {
    expect(cellText(new Date(Date.UTC(2024, 0, 5, 9, 30)))).toBe('2024-01-05 09:30');
    expect(cellText(525005001)).toBe('525005001');
    expect(cellText('  KM SATU ')).toBe('KM SATU');
    expect(cellText(null)).toBe('');
    expect(isXlsx(Buffer.from('PK\u0003\u0004rest'))).toBe(true);
    expect(isXlsx(Buffer.from('No. Aju,MMSI'))).toBe(false);
  });

  it('finds columns by header in any order and case, and skips empty rows', () => {
    const checked = checkRows([
      ['TAHUN', 'mmsi', ' nama  kapal laut ', 'No. Aju', 'Unknown'],
      [2024, 525005001, 'KM SATU', 'AJU-1', 'x'],
      [null, null, null, null, null],
      ['2023', '525005002', 'KM DUA', 'AJU-2', ''],
    ]);
    expect(checked).toMatchObject({
      ok: true,
      records: [
        { noAju: 'AJU-1', mmsi: 525005001, tahun: 2024, namaKapal: 'KM SATU', gt: null },
        { noAju: 'AJU-2', mmsi: 525005002, tahun: 2023 },
      ],
    });
  });

  it('refuses a bad email, a repeated registration number (naming its first row) and an empty file', () => {
    const checked = checkRows([
      ['No. Aju', 'Nama Kapal Laut', 'MMSI', 'Tahun', 'Email'],
      ['AJU-1', 'KM SATU', '525005001', '2024', 'a@b.id'],
      ['AJU-1', 'KM SATU', '525005001', '2024', 'not-an-email'],
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: [{ row: 3, field: 'Email', message: 'Email must be valid' }],
    });
    const twice = checkRows([
      ['No. Aju', 'Nama Kapal Laut', 'MMSI', 'Tahun'],
      ['AJU-1', 'KM SATU', '525005001', '2024'],
      ['AJU-1', 'KM SATU', '525005001', '2024'],
    ]);
    expect(twice).toEqual({
      ok: false,
      errors: [{ row: 3, field: 'No. Aju', message: 'No. Aju AJU-1 is already in row 2' }],
    });
    expect(checkRows([['No. Aju', 'Nama Kapal Laut', 'MMSI', 'Tahun']])).toMatchObject({
      ok: false,
      errors: [{ field: 'file', message: 'The file has no rows' }],
    });
  });

  it('reads the hull columns DWT, LOA and Depth where a file has them, and names a bad one', () => {
    const checked = checkRows([
      ['No. Aju', 'Nama Kapal Laut', 'MMSI', 'Tahun', 'GT', 'DWT', 'LOA', 'Depth'],
      ['AJU-1', 'KM SATU', '525005001', '2024', '499', '1200', '62,5', '4.2'],
      ['AJU-2', 'KM DUA', '525005002', '2024', '', '', '', ''],
    ]);
    expect(checked).toMatchObject({
      ok: true,
      records: [
        { noAju: 'AJU-1', gt: 499, dwt: 1200, loa: 62.5, depth: 4.2 },
        { noAju: 'AJU-2', gt: null, dwt: null, loa: null, depth: null },
      ],
    });
    expect(
      checkRows([
        ['No. Aju', 'Nama Kapal Laut', 'MMSI', 'Tahun', 'LOA'],
        ['AJU-1', 'KM SATU', '525005001', '2024', '62 m'],
      ]),
    ).toEqual({ ok: false, errors: [{ row: 2, field: 'LOA', message: 'LOA must be a number' }] });
  });
});
