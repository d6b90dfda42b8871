/**
 * Conformance with gpsd's gpsdecode 3.22 over every capture in ../shared/data/ais (see
 * test/conformance.ts). Skips, loudly, only when the captures are absent.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_DIR, runConformance, summary } from '../test/conformance.ts';
import { KNOWN_DIFFERENCES } from '../test/known-differences.ts';

const present = existsSync(DATA_DIR);
if (!present) {
  // eslint-disable-next-line no-console
  console.warn(`\n*** AIS CONFORMANCE SKIPPED: captures not found at ${DATA_DIR} ***\n`);
}

describe.skipIf(!present)('conformance with gpsdecode 3.22', () => {
  it('agrees on every message gpsdecode decodes, except the listed differences', () => {
    const { results, skipped } = runConformance();
    // eslint-disable-next-line no-console
    console.log(
      `${summary(results)}${skipped.length ? `\nno oracle (gpsdecode absent): ${skipped.join(', ')}` : ''}`,
    );
    const known = new Set(KNOWN_DIFFERENCES.map((d) => `${d.file}\t${d.sentence}`));
    const unexplained = results
      .flatMap((r) => r.differences)
      .filter((d) => !known.has(`${d.file}\t${d.sentence}`))
      .map((d) => `${d.kind}\t${d.file}\t${d.sentence}\t${d.detail.slice(0, 300)}`);
    expect(unexplained).toEqual([]);
    const gpsd = results.reduce((a, r) => a + r.gpsd, 0);
    const agree = results.reduce((a, r) => a + r.agree, 0);
    expect(agree / gpsd).toBeGreaterThan(0.9998);
    expect(results.length).toBeGreaterThanOrEqual(30);
  }, 120_000);
});
