import type { Readable } from 'node:stream';
import type { PortForecast, PortForecastIssue } from '@pantau/contracts';
import { msToKnots, orMissing, rangeText, wibDateTime } from '@pantau/domain';
import PDFDocument from 'pdfkit';

/** 10 mm in PDF points. */
const MARGIN_PT = (10 / 25.4) * 72;

const kts = (ms: number | null) => (ms === null ? null : Math.round(msToKnots(ms)));
const cms = (ms: number | null) => (ms === null ? null : Math.round(ms * 100));

const range = (min: number | null, max: number | null, unit: string) =>
  rangeText(min, max, unit, ' - ');

const fromTo = (from: string | null, to: string | null) =>
  from === null && to === null ? '-' : `${orMissing(from)} - ${orMissing(to)}`;

/** An issue's rows as SPEC §2.22 lists them: label and value. */
export function portIssueRows(i: PortForecastIssue): [string, string][] {
  return [
    ['Cuaca', orMissing(i.weather)],
    ['Angin', range(kts(i.windMinMs), kts(i.windMaxMs), 'kts')],
    ['Arah angin', fromTo(i.windFrom, i.windTo)],
    ['Gelombang', `${orMissing(i.waveCategory)} (${orMissing(i.waveDesc)})`],
    ['Jarak pandang', i.visibilityM === null ? '-' : `${i.visibilityM} m`],
    ['Suhu', range(i.tempMinC, i.tempMaxC, '°C')],
    ['Kelembapan', range(i.rhMin, i.rhMax, '%')],
    ['Arus', range(cms(i.currentMinMs), cms(i.currentMaxMs), 'cm/s')],
    ['Arah arus', fromTo(i.currentFrom, i.currentTo)],
    ['Surut terendah', i.lowTideM === null ? '-' : `${i.lowTideM} M (${orMissing(i.lowTideAt)})`],
    [
      'Pasang tertinggi',
      i.highTideM === null ? '-' : `${i.highTideM} M (${orMissing(i.highTideAt)})`,
    ],
    ['Peringatan', orMissing(i.warningDesc)],
    ['Keterangan', orMissing(i.weatherDesc)],
  ];
}

export function portPdfName(f: PortForecast): string {
  return `prakiraan bmkg ${f.port.name}.pdf`;
}

/** The port's forecast, an issue a section, on A4 portrait (SPEC §2.22 'Generate PDF'). */
export function portForecastPdf(f: PortForecast, madeAt: number): Readable {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN_PT });
  doc.info.Title = `Prakiraan BMKG ${f.port.name}`;
  doc.font('Helvetica-Bold').fontSize(14).text(`Prakiraan cuaca BMKG: ${f.port.name}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Dibuat ${wibDateTime(madeAt)} (UTC+7). Sumber: BMKG${f.simulated ? '. Simulated: demo forecast, not BMKG' : ''}`,
    )
    .moveDown();
  if (f.issues.length === 0) doc.fontSize(10).text('no BMKG data detected');
  for (const issue of f.issues) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Terbit ${wibDateTime(issue.issuedAt)} (UTC+7)`);
    doc.font('Helvetica').fontSize(9);
    for (const [k, v] of portIssueRows(issue)) doc.text(`${k}: ${v}`);
    doc.moveDown();
  }
  doc.end();
  return doc;
}
