import type { Readable } from 'node:stream';
import {
  PORT_COLUMNS,
  SUMMARY_COLUMNS,
  isPortRow,
  rowMatches,
  type PortColumn,
  type RegistryAsset,
} from '@pantau/contracts';
import writeXlsxFile from 'write-excel-file/node';

/**
 * DATA PORT/PELABUHAN (20 columns) and DATA REKAP PELABUHAN (7 columns) as xlsx: the ports
 * the table's search shows, in its order, with a bold header row; absent values are empty.
 */
export function portTable(
  table: 'ports' | 'summary',
  assets: readonly RegistryAsset[],
  q = '',
): { columns: readonly PortColumn[]; rows: RegistryAsset[] } {
  const columns = table === 'ports' ? PORT_COLUMNS : SUMMARY_COLUMNS;
  return { columns, rows: assets.filter((a) => isPortRow(a) && rowMatches(a, columns, q)) };
}

export async function portsXlsx(
  table: 'ports' | 'summary',
  columns: readonly PortColumn[],
  rows: readonly RegistryAsset[],
): Promise<Readable> {
  const header = columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const body = rows.map((a) =>
    columns.map((c) => {
      const v = c.value(a);
      return v === null ? null : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v;
    }),
  );
  const file = writeXlsxFile([header, ...body], {
    columns: columns.map((c) => ({ width: Math.max(10, c.header.length + 2) })),
    sheet: table === 'ports' ? 'DATA PORT' : 'DATA REKAP PELABUHAN',
  });
  return (file.toStream as () => Promise<Readable>)();
}
