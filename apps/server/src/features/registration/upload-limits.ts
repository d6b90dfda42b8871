import { Unzip, UnzipInflate } from 'fflate';

/**
 * What an uploaded workbook may hold, whatever it weighs sent (issue #30): a 2 MB xlsx can
 * inflate to gigabytes (one cell of 2 GB), so the zip is measured as it inflates, a
 * kilobyte of it at a time, and refused at the first limit passed, before any of it is read.
 */
export interface WorkbookLimits {
  /** Files in the zip (a workbook has a dozen or two). */
  entries: number;
  /** Bytes all its files inflate to, together. */
  inflatedBytes: number;
  /** Cells in the first sheet (rows × columns read). */
  cells: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  entries: 200,
  inflatedBytes: 100 * 1024 * 1024,
  cells: 2_000_000,
};

/** An upload refused for what it holds: the reason, said after the field (`file ...`). */
export class UploadRefused extends Error {}

const MB = 1024 * 1024;
/** Bytes of the zip given to the inflater at once: one step inflates to at most ~1 MB. */
const STEP = 1024;

const tooBig = (limits: WorkbookLimits) =>
  `inflates to more than ${Math.round(limits.inflatedBytes / MB)} MB`;

/**
 * What the zip says of itself, read from its headers without inflating anything: its files
 * and the sizes they declare. Most bombs declare their size truthfully (a 2 GB cell says
 * 2 GB): refused here at once, on the event loop, at no cost.
 */
export function checkWorkbookHeaders(bytes: Uint8Array, limits = WORKBOOK_LIMITS): void {
  let entries = 0;
  let declared = 0;
  let refused: string | null = null;
  const unzip = new Unzip((file) => {
    if (refused) return;
    if (++entries > limits.entries) refused = `holds more than ${limits.entries} files`;
    declared += file.originalSize ?? 0;
    if (declared > limits.inflatedBytes) refused = tooBig(limits);
  });
  try {
    for (let at = 0; at < bytes.length && !refused; at += 64 * 1024) {
      const end = Math.min(bytes.length, at + 64 * 1024);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch {
    refused ??= 'is not a readable xlsx or CSV file';
  }
  if (refused) throw new UploadRefused(refused);
}

/**
 * Inflates the zip without keeping it, counting, for a zip whose headers lie (run in the
 * upload's thread); throws `UploadRefused` at a limit.
 */
export function checkWorkbookZip(bytes: Uint8Array, limits = WORKBOOK_LIMITS): void {
  checkWorkbookHeaders(bytes, limits);
  let inflated = 0;
  let refused: string | null = null;
  const unzip = new Unzip((file) => {
    if (refused) return;
    // A file that inflates past the size its header declares is lying: refused at once.
    const declared = file.originalSize;
    let mine = 0;
    file.ondata = (err, chunk) => {
      if (refused) return;
      if (err) {
        refused = 'is not a readable xlsx or CSV file';
        return;
      }
      mine += chunk.length;
      inflated += chunk.length;
      if (declared !== undefined && mine > declared) {
        refused = `is not a readable xlsx or CSV file (${file.name} is larger than it says)`;
        file.terminate();
      } else if (inflated > limits.inflatedBytes) {
        refused = tooBig(limits);
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refused; at += STEP) {
      const end = Math.min(bytes.length, at + STEP);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch {
    refused ??= 'is not a readable xlsx or CSV file';
  }
  if (refused) throw new UploadRefused(refused);
}
