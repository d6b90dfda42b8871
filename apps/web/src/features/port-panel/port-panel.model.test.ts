import { describe, expect, it } from 'vitest';
import { portTabsFor, showsAlurSbnp } from './port-panel.model.ts';

describe("the port panel's 'Alur & SBNP' button (SPEC §2.20, §6)", () => {
  // Balikpapan (IDBPN) is a registry port that is not a district seat.
  const balikpapan = { code: 'IDBPN' };

  it('shows for any registry port with a code to superAdmin and developer', () => {
    expect(showsAlurSbnp(balikpapan, { role: 'superAdmin', portCode: null })).toBe(true);
    expect(showsAlurSbnp(balikpapan, { role: 'developer', portCode: null })).toBe(true);
    expect(showsAlurSbnp({ code: 'IDBOA' }, { role: 'developer', portCode: null })).toBe(true);
  });

  it('shows to disnav, lps and admin at their own port only', () => {
    for (const role of ['disnav', 'lps', 'admin'] as const) {
      expect(showsAlurSbnp(balikpapan, { role, portCode: 'IDBPN' })).toBe(true);
      expect(showsAlurSbnp(balikpapan, { role, portCode: 'IDBOA' })).toBe(false);
      expect(showsAlurSbnp(balikpapan, { role, portCode: null })).toBe(false);
    }
  });

  it('does not show for an entry without a code, to a visitor, or to nobody', () => {
    expect(showsAlurSbnp({ code: null }, { role: 'superAdmin', portCode: null })).toBe(false);
    expect(showsAlurSbnp(balikpapan, { role: 'visitor', portCode: 'IDBPN' })).toBe(false);
    expect(showsAlurSbnp(balikpapan, undefined)).toBe(false);
  });
});

describe("the port panel's tabs (SPEC §2.20)", () => {
  const added = [
    { id: 'weather', order: 70 },
    { id: 'monitoring', order: 30 },
  ];
  it('a port has its own tabs and those features add, in order; a Kantor Disnav only its own', () => {
    expect(portTabsFor({ category: 'ports' }, added).map((t) => t.id)).toEqual([
      'information',
      'navigation',
      'monitoring',
      'weather',
    ]);
    expect(portTabsFor({ category: 'kantor disnav' }, added).map((t) => t.id)).toEqual([
      'information',
      'navigation',
    ]);
  });
});
