import { describe, expect, it } from 'vitest';
import {
  allows,
  capabilitiesOf,
  mayManagePortFeatures,
  PERMISSIONS,
  roleHas,
} from './permissions.ts';
import { ROLES } from './roles.ts';

describe('permission matrix (SPEC §6)', () => {
  it('denies everything but public access without a session', () => {
    expect(allows('public', undefined)).toBe(true);
    expect(allows('authenticated', undefined)).toBe(false);
    for (const cap of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(allows(cap, undefined)).toBe(false);
    }
  });

  it('hides AOI and DATA SOURCE from visitors only', () => {
    for (const role of ROLES) {
      expect(roleHas(role, 'aoi.use')).toBe(role !== 'visitor');
      expect(roleHas(role, 'sources.view')).toBe(role !== 'visitor');
    }
  });

  it('gives MANAGE API, USER MANAGEMENT and User Logs to superAdmin and developer', () => {
    const holders = ROLES.filter((r) => roleHas(r, 'users.manage'));
    expect(holders).toEqual(['superAdmin', 'developer']);
    expect(ROLES.filter((r) => roleHas(r, 'apiUsers.manage'))).toEqual(holders);
    expect(ROLES.filter((r) => roleHas(r, 'audit.view'))).toEqual(holders);
  });

  it('keeps source administration and port CCTV to superAdmin', () => {
    expect(ROLES.filter((r) => roleHas(r, 'sources.manage'))).toEqual(['superAdmin']);
    expect(ROLES.filter((r) => roleHas(r, 'ports.cctv.manage'))).toEqual(['superAdmin']);
  });

  it('gives Alur & SBNP of every port to superAdmin and developer, of their own port to disnav, lps and admin', () => {
    for (const role of ROLES) {
      const own = mayManagePortFeatures({ role, portCode: 'IDBOA' }, 'IDBOA');
      const other = mayManagePortFeatures({ role, portCode: 'IDBOA' }, 'IDJKT');
      const none = mayManagePortFeatures({ role, portCode: null }, 'IDBOA');
      const always = role === 'superAdmin' || role === 'developer';
      expect([role, own, other, none]).toEqual([role, role !== 'visitor', always, always]);
    }
  });

  it("shows the server's setting names to superAdmin and developer only", () => {
    expect(ROLES.filter((r) => roleHas(r, 'system.settings'))).toEqual(['superAdmin', 'developer']);
  });

  it('lists the capabilities of a role', () => {
    expect(capabilitiesOf('visitor')).not.toContain('aoi.use');
    expect(capabilitiesOf('superAdmin')).toEqual(Object.keys(PERMISSIONS));
  });
});
