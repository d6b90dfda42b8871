import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js's own copies of the 14 standard fonts (a folder path: under Node pdf.js reads them
 * from disk), so Helvetica text is read without a warning.
 */
const FONTS = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The text of every page of a PDF and its first page's size (points), read by Mozilla's pdf.js. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; size: number[] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS })
    .promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  const [, , w = 0, h = 0] = (await doc.getPage(1)).view;
  return { text, pages: doc.numPages, size: [Math.round(w), Math.round(h)] };
}
