import type { Readable } from 'node:stream';
import type { AlertType, AlertView } from '@pantau/contracts';
import { orMissing, timeOrMissing, wibDateTime } from '@pantau/domain';
import PDFDocument from 'pdfkit';
import writeXlsxFile from 'write-excel-file/node';

/**
 * The Alert dialog's exports (SPEC §2.26): one type's alerts, newest first, as an xlsx sheet
 * or an A4 portrait PDF. Times are UTC+7; the type's own columns (SPEC §3) come from the
 * alert's details, written `key: value`.
 */

/** The most alerts one export holds. */
export const ALERT_EXPORT_MAX = 10_000;

export const ALERT_EXPORT_HEADER = [
  'Opened (UTC+7)',
  'MMSI',
  'Name',
  'Call sign',
  'Ship type',
  'Priority',
  'Status',
  'Closed (UTC+7)',
  'Acknowledged by',
  'Details',
] as const;

type Cell = string | number;

export function alertDetailsText(a: AlertView): string {
  return Object.entries(a.details)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('; ');
}

export function alertRow(a: AlertView): Cell[] {
  return [
    wibDateTime(a.openedAt),
    a.mmsi,
    orMissing(a.name),
    orMissing(a.callSign),
    orMissing(a.shipType),
    a.priority,
    a.status,
    timeOrMissing(a.closedAt),
    orMissing(a.ackBy),
    alertDetailsText(a) || '-',
  ];
}

/** The xlsx workbook (one sheet named after the type, bold header row) as a stream. */
export async function alertsXlsx(type: AlertType, alerts: readonly AlertView[]): Promise<Readable> {
  const header = ALERT_EXPORT_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [20, 12, 24, 12, 10, 10, 9, 20, 16, 60].map((width) => ({ width }));
  const file = writeXlsxFile([header, ...alerts.map(alertRow)], { columns, sheet: type });
  return (file.toStream as () => Promise<Readable>)();
}

/**
 * The PDF: A4 portrait, a title with the type and the time it was made, then one block per
 * alert (its columns on two lines), flowing over as many pages as it needs. The standard
 * Helvetica font is used, so nothing is embedded or fetched.
 */
export function alertsPdf(type: AlertType, alerts: readonly AlertView[], madeAt: number): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'portrait', margin: 40 });
  doc.info.Title = `Pantau alerts: ${type}`;
  doc.font('Helvetica-Bold').fontSize(14).text(`Alerts: ${type}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${alerts.length} alerts, made ${wibDateTime(madeAt)} (UTC+7)`)
    .moveDown();
  for (const a of alerts) {
    const [opened, mmsi, name, callSign, shipType, priority, status, closed, ackBy, more] =
      alertRow(a).map(String);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${opened}   ${mmsi}   ${name}   ${callSign}   type ${shipType}`);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`${priority}, ${status}; closed ${closed}; acknowledged by ${ackBy}; ${more}`)
      .moveDown(0.4);
  }
  doc.end();
  return doc;
}
