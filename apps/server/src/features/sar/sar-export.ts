import type { Readable } from 'node:stream';
import type { SarAssistAnswer, SarAssistRow, SarNewsItem, SarVictim } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import PDFDocument from 'pdfkit';
import writeXlsxFile from 'write-excel-file/node';

/**
 * Berita SAR's exports: the period's news with their victims as a PDF (SPEC §9: A4
 * landscape, margin 10 mm, named 'beritasar {from} sampai {to}'; real text, so it can be
 * searched and copied), and SAR assist's vessels as an xlsx workbook.
 */

/** 10 mm in PDF points. */
const MARGIN_PT = (10 / 25.4) * 72;

export function sarPdfName(from: string, to: string): string {
  return `beritasar ${from} sampai ${to}.pdf`;
}

/** The victims' tables of SPEC §2.14: survived (S), missing (DP), dead (M). */
export const VICTIM_TABLES = [
  { outcome: 'S', title: 'Selamat' },
  { outcome: 'DP', title: 'Hilang' },
  { outcome: 'M', title: 'Meninggal' },
] as const;

/** The detail table's rows: label and value. */
export function sarDetailRows(item: SarNewsItem): [string, string][] {
  const distance =
    item.jarak_tempuh === null
      ? null
      : `${item.jarak_tempuh} ${item.satuan_jarak_tempuh ?? ''}`.trim();
  return [
    ['Jenis kecelakaan', orMissing(item.jenis_kecelakaan)],
    ['Sub kecelakaan', orMissing(item.sub_kecelakaan)],
    ['Kantor SAR', orMissing(item.nama_kansar)],
    ['Tanggal kejadian', orMissing(item.tgl_kejadian)],
    ['Tanggal lapor', orMissing(item.tgl_lapor)],
    ['Tanggal berangkat', orMissing(item.tgl_berangkat)],
    ['Estimasi tiba', orMissing(item.tgl_estimasi_tiba)],
    ['Tiba (realisasi)', orMissing(item.waktu_tiba_realisasi)],
    ['Jarak tempuh', orMissing(distance)],
    ['Response time', orMissing(item.response_time)],
    ['Waktu tempuh', orMissing(item.waktu_tempuh)],
    ['Tanggal selesai', orMissing(item.tgl_selesai)],
    ['Zero accident', orMissing(item.zero_accident)],
  ];
}

function victimLine(v: SarVictim): string {
  return [v.nama, v.umur, v.jenis_kelamin, v.kewarganegaraan].map((x) => orMissing(x)).join('   ');
}

/** The PDF: a title, then each news item with its details and its three victim tables. */
export function sarPdf(
  from: string,
  to: string,
  items: readonly SarNewsItem[],
  madeAt: number,
  simulated: boolean,
): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN_PT });
  doc.info.Title = `beritasar ${from} sampai ${to}`;
  doc.font('Helvetica-Bold').fontSize(14).text(`Berita SAR ${from} sampai ${to}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${items.length} berita, dibuat ${wibDateTime(madeAt)} (UTC+7)${simulated ? '. Simulated: demo cases, not Basarnas news' : ''}`,
    )
    .moveDown();
  if (items.length === 0) doc.fontSize(10).text('Tidak ada data tersedia');
  for (const item of items) {
    doc.font('Helvetica-Bold').fontSize(11).text(item.nama_berita);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        `Selamat ${item.korban_selamat}   Hilang ${item.hilang}   Meninggal ${item.korban_meninggal}`,
      );
    const details = sarDetailRows(item);
    for (let i = 0; i < details.length; i += 3)
      doc.text(
        details
          .slice(i, i + 3)
          .map(([k, v]) => `${k}: ${v}`)
          .join('     '),
      );
    for (const table of VICTIM_TABLES) {
      const victims = item.detail_korban.data_korban.filter(
        (v) => v.hasil_opssar === table.outcome,
      );
      doc
        .moveDown(0.3)
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${table.title} (${victims.length})`);
      doc.font('Helvetica').fontSize(8);
      if (victims.length === 0) doc.text('-');
      else {
        doc.text('Nama   Umur   Jenis kelamin   Kewarganegaraan');
        for (const v of victims) doc.text(victimLine(v));
      }
    }
    doc.moveDown();
  }
  doc.end();
  return doc;
}

export const ASSIST_HEADER = [
  'MMSI',
  'Name',
  'SAR unit',
  'Ship type',
  'Distance (NM)',
  'Speed (kn)',
  'Course (°)',
  'ETA (min)',
  'Position time (UTC+7)',
  'Longitude',
  'Latitude',
] as const;

function assistRow(r: SarAssistRow): (string | number)[] {
  return [
    r.mmsi,
    orMissing(r.name),
    r.sarCapable ? 'yes' : 'no',
    r.shipType ?? '-',
    Math.round(r.distanceNm * 10) / 10,
    r.sog ?? '-',
    r.cog ?? '-',
    r.etaMinutes === null ? '-' : Math.round(r.etaMinutes),
    wibDateTime(r.t),
    r.lon,
    r.lat,
  ];
}

/** The workbook: a sheet 'Now' and, when an incident time was given, 'At incident'. */
export async function assistXlsx(a: SarAssistAnswer): Promise<Readable> {
  const header = ASSIST_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [12, 24, 9, 9, 12, 10, 10, 10, 20, 11, 11].map((width) => ({ width }));
  const sheet = (name: string, rows: readonly SarAssistRow[]) => ({
    sheet: name,
    columns,
    data: [header, ...rows.map(assistRow)],
  });
  const sheets = [sheet('Now', a.now)];
  if (a.at !== null) sheets.push(sheet('At incident', a.atIncident));
  const file = writeXlsxFile(sheets);
  return (file.toStream as () => Promise<Readable>)();
}
