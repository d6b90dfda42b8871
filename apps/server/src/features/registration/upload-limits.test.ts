import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../testing/zip-bomb.ts';
import {
  checkWorkbookHeaders,
  checkWorkbookZip,
  UploadRefused,
  WORKBOOK_LIMITS,
} from './upload-limits.ts';

describe('checkWorkbookZip', () => {
  it('lets a real workbook through', async () => {
    const book = await writeXlsxFile([
      ['No. Aju', 'MMSI'],
      ['AJU-1', 525005001],
    ]).toBuffer();
    expect(() => checkWorkbookZip(book)).not.toThrow();
  });

  it('refuses a zip that says it inflates past the limit, from its headers alone', () => {
    const bomb = zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024, 32)]]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const limits = { ...WORKBOOK_LIMITS, inflatedBytes: 1024 * 1024 };
    expect(() => checkWorkbookHeaders(bomb, limits)).toThrow(
      new UploadRefused('inflates to more than 1 MB'),
    );
    expect(() => checkWorkbookZip(bomb)).not.toThrow(); // 8 MB is within the default
  });

  it('refuses a zip whose headers lie about its size, as it inflates', () => {
    const liar = zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024, 32)]], {
      declaredSize: 1000,
    });
    const limits = { ...WORKBOOK_LIMITS, inflatedBytes: 1024 * 1024 };
    expect(() => checkWorkbookHeaders(liar, limits)).not.toThrow();
    expect(() => checkWorkbookZip(liar, limits)).toThrow(
      'is not a readable xlsx or CSV file (xl/worksheets/sheet1.xml is larger than it says)',
    );
    // Without sizes in its headers (a streamed zip), it is counted as it inflates.
    const unsized = zipOf([['xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024, 32)]], {
      declaredSize: 0,
      dataDescriptor: true,
    });
    expect(() => checkWorkbookZip(unsized, limits)).toThrow('inflates to more than 1 MB');
  });

  it('refuses a zip of too many files, and one that is not a zip inside', () => {
    const many = zipOf(
      Array.from({ length: 12 }, (_, i): [string, Buffer] => [`f${i}.xml`, Buffer.from('<x/>')]),
    );
    expect(() => checkWorkbookZip(many, { ...WORKBOOK_LIMITS, entries: 10 })).toThrow(
      'holds more than 10 files',
    );
    const broken = zipOf([['xl/workbook.xml', Buffer.from('<x/>')]], {
      data: () => Buffer.from('not deflate at all, not at all'),
    });
    expect(() => checkWorkbookZip(broken)).toThrow('is not a readable xlsx or CSV file');
  });
});
