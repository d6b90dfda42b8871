import type { Readable } from 'node:stream';
import { PORT_VESSEL_HEADER, type PortSummary, type PortVessel } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import PDFDocument from 'pdfkit';
import writeXlsxFile from 'write-excel-file/node';

/**
 * The port info panel's files (SPEC §2.20): the vessels within 15 or 30 NM as xlsx, and the
 * print of the second card (General Info, the counts, the vessels) as an A4 landscape PDF.
 */

type Cell = string | number;

const dlkpCell = (v: PortVessel) => (v.inDlkp === null ? '-' : v.inDlkp ? 'in' : 'out');

export function portVesselRow(v: PortVessel, i: number): Cell[] {
  return [
    i + 1,
    v.mmsi,
    orMissing(v.name),
    orMissing(v.callSign),
    v.imo ?? '-',
    v.shipType ?? '-',
    Number(v.lon.toFixed(5)),
    Number(v.lat.toFixed(5)),
    v.sog ?? '-',
    v.cog ?? '-',
    v.distanceNm,
    dlkpCell(v),
    wibDateTime(v.positionT),
  ];
}

/** The xlsx workbook (one sheet, bold header row) of the vessels, as a stream. */
export async function portVesselsXlsx(
  sheet: string,
  vessels: readonly PortVessel[],
): Promise<Readable> {
  const header = PORT_VESSEL_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [5, 12, 24, 12, 10, 9, 11, 11, 10, 8, 13, 6, 20].map((width) => ({ width }));
  const file = writeXlsxFile([header, ...vessels.map(portVesselRow)], {
    columns,
    // Excel's sheet names: at most 31 characters, none of : \ / ? * [ ].
    sheet: sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31),
  });
  return (file.toStream as () => Promise<Readable>)();
}

/**
 * The PDF: A4 landscape; the port's name, General Info (code, id, longitude, latitude),
 * the counts (DLKP in and out, within 30 NM and 15 NM) and the vessels within 30 NM as a
 * table flowing over as many pages as it needs. Helvetica: nothing embedded or fetched.
 */
export function portReportPdf(s: PortSummary): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36 });
  doc.info.Title = `Pantau port report: ${s.port.name}`;
  doc.font('Helvetica-Bold').fontSize(16).text(s.port.name);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Made ${wibDateTime(s.at)} (UTC+7) from the live picture`)
    .moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).text('General Info');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Code: ${orMissing(s.port.code)}    ID: ${s.port.id}`)
    .text(`Longitude: ${s.port.lon.toFixed(5)}    Latitude: ${s.port.lat.toFixed(5)}`)
    .moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).text('Vessel count');
  const source = s.dlkp.source === 'simnav' ? 'SIMNAV' : 'I-MOTION';
  const dlkp =
    s.dlkp.inside === null
      ? `DLKP (${source}): no DLKP polygon`
      : `DLKP (${source}) in: ${s.dlkp.inside}    DLKP out: ${s.dlkp.outside ?? 0}`;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(dlkp)
    .text(`AIS radius 30NM: ${s.within30}    within 15 NM: ${s.within15}`)
    .moveDown(0.6);
  const widths = [26, 62, 130, 60, 58, 40, 62, 58, 44, 40, 52, 32, 100];
  const row = (cells: readonly Cell[], bold: boolean) => {
    const y = doc.y;
    if (y > doc.page.height - 60) doc.addPage();
    const top = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((c, i) => {
      doc.text(String(c), x, top, { width: (widths[i] ?? 40) - 4, lineBreak: false });
      x += widths[i] ?? 40;
    });
    doc.x = doc.page.margins.left;
    doc.y = top + 13;
  };
  if (s.vessels.length === 0) {
    doc.font('Helvetica').fontSize(10).text('No Vessel Has Entered The Port Radius');
  } else {
    row(PORT_VESSEL_HEADER, true);
    s.vessels.forEach((v, i) => row(portVesselRow(v, i), false));
  }
  doc.end();
  return doc;
}
