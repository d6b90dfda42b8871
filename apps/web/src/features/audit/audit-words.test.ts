import * as contracts from '@pantau/contracts';
import type { Endpoint } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { auditWords, WORDED } from './audit-words.ts';

/** Every endpoint the contracts declare. */
function endpoints(): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [name, group] of Object.entries(contracts)) {
    if (!name.endsWith('Endpoints') || typeof group !== 'object' || group === null) continue;
    for (const e of Object.values(group as Record<string, unknown>)) {
      if (e && typeof e === 'object' && 'method' in e && 'path' in e) out.push(e as Endpoint);
    }
  }
  return out;
}

describe('User Logs in words', () => {
  it('has words for every write the server audits', () => {
    const writes = endpoints().filter((e) => e.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    const missing = writes.filter((e) => !auditWords(`${e.method} ${e.path}`));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('names only endpoints that exist, each once', () => {
    const known = new Set(endpoints());
    for (const e of WORDED) expect(known.has(e)).toBe(true);
    const requests = WORDED.map((e) => `${e.method} ${e.path}`);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('reads a sign-in and a new area in both languages', () => {
    const en = i18n.getFixedT('en');
    const id = i18n.getFixedT('id');
    const login = auditWords('POST /api/auth/login');
    const aoi = auditWords('POST /api/aois');
    expect(login && en(login)).toBe('Signed in');
    expect(login && id(login)).toBe('Masuk');
    expect(aoi && en(aoi)).toBe('Created area');
    expect(aoi && id(aoi)).toBe('Membuat area');
    expect(auditWords('POST /api/unknown')).toBeNull();
  });
});
