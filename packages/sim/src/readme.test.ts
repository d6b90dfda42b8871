import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, ROUTES } from './routes.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('names every route and area', () => {
    for (const r of ROUTES) expect(README, r.id).toContain(`\`${r.id}\``);
    for (const a of AREAS) expect(README, a.id).toContain(`\`${a.id}\``);
  });
});
