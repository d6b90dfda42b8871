import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANCHORAGES } from './anchorages.ts';
import { PORT_ENTRIES } from './network.ts';
import { AREAS, ROUTES } from './routes.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('names every hand-drawn route, area, network port and anchorage', () => {
    for (const r of ROUTES.filter((x) => !x.id.startsWith('voyage-'))) {
      expect(README, r.id).toContain(`\`${r.id}\``);
    }
    for (const a of AREAS) expect(README, a.id).toContain(`\`${a.id}\``);
    for (const p of PORT_ENTRIES) expect(README, p.code).toContain(`\`${p.code}\``);
    for (const a of ANCHORAGES) expect(README, a.id).toContain(`\`${a.id}\``);
  });
});
