/**
 * The README's generated sections: the table of message types (from the field tables) and
 * the list of differences from gpsdecode (from test/known-differences.ts). `readme.test.ts`
 * fails when the README is out of date; `node test/readme.ts --write` rewrites the sections.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FieldDef } from '../src/fields.ts';
import { APPS } from '../src/messages/apps.ts';
import { ALL_SPECS } from '../src/messages/registry.ts';
import { KNOWN_DIFFERENCES } from './known-differences.ts';

export const README = join(dirname(fileURLToPath(import.meta.url)), '../README.md');

const KIND = {
  uint: 'u',
  int: 'i',
  bool: 'b',
  text: 't',
  spare: 'x',
  data: 'd',
  array: 'a',
} as const;

function field(f: FieldDef): string {
  const width = f.rest ? '*' : f.kind === 'text' ? `${f.bits / 6}ch` : String(f.bits);
  let s = `${f.name}:${KIND[f.kind]}${width}`;
  if (f.scale !== undefined) s += ` ×${Number(f.scale.toPrecision(6))}`;
  if (f.unit !== undefined) s += ` ${f.unit}`;
  if (f.na !== undefined) s += ` (n/a ${f.na})`;
  if (f.of) s += ` [${f.of.map(field).join(', ')}]`;
  return s;
}

const fieldsOf = (fields: readonly FieldDef[], skip: number): string =>
  fields
    .slice(skip)
    .filter((f) => f.kind !== 'spare')
    .map(field)
    .join(', ');

export function typesSection(): string {
  const rows = [
    '| type | layout | title | accepted bits | fields after type, repeat, mmsi |',
    '|---|---|---|---|---|',
  ];
  for (const spec of ALL_SPECS) {
    for (const c of spec.layouts) {
      if (c.layout.id.includes('/')) continue;
      const bits = spec.exactBits
        ? spec.exactBits.join(' or ')
        : `${spec.minBits}..${spec.maxBits}`;
      rows.push(
        `| ${spec.type} | ${c.layout.id} | ${c.layout.title} | ${bits} | ${fieldsOf(c.fields, 3)} |`,
      );
    }
  }
  rows.push(
    '',
    'Binary application payloads (type 6 and 8, by DAC/FID; others are reported as `data`):',
    '',
  );
  rows.push('| layout | title | fields after the DAC/FID header |', '|---|---|---|');
  for (const a of APPS) {
    const skip = a.type === 6 ? 9 : 6;
    rows.push(
      `| ${a.compiled.layout.id} | ${a.compiled.layout.title} | ${fieldsOf(a.compiled.fields, skip)} |`,
    );
  }
  return rows.join('\n');
}

export function differencesSection(): string {
  const rows = ['| capture | sentence | reason |', '|---|---|---|'];
  for (const d of KNOWN_DIFFERENCES) rows.push(`| ${d.file} | \`${d.sentence}\` | ${d.reason} |`);
  return rows.join('\n');
}

export function render(readme: string): string {
  const put = (text: string, name: string, body: string): string => {
    const start = `<!-- ${name}:start -->`;
    const end = `<!-- ${name}:end -->`;
    const a = text.indexOf(start);
    const b = text.indexOf(end);
    if (a < 0 || b < a) return text;
    return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
  };
  return put(put(readme, 'types', typesSection()), 'differences', differencesSection());
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(README, render(readFileSync(README, 'utf8')));
}
