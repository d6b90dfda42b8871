import { PORTS, REFERENCE_ASSETS } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { codedPorts } from '../ports/index.ts';
import { managedPorts, portsMatching } from './port-choice.ts';

/** The shipped registry's ports with a code, as the web reads them. */
const REGISTRY = codedPorts(
  REFERENCE_ASSETS.map((a) => ({ ...a, alternateName: a.details.alternateName ?? null })),
);
const codes = (ports: readonly { code: string }[]) => ports.map((p) => p.code);

describe('the registry ports with a code', () => {
  it('are every port of the registry with a UN/LOCODE, once each, by name', () => {
    const withCode = REFERENCE_ASSETS.filter((a) => a.category === 'ports' && a.code !== null);
    expect(REGISTRY).toHaveLength(new Set(withCode.map((a) => a.code)).size);
    expect(REGISTRY.length).toBeGreaterThan(PORTS.length);
    // The district seats and quick-zoom ports are among them, and ports beyond those.
    expect(codes(REGISTRY)).toEqual(expect.arrayContaining(codes(PORTS)));
    expect(REGISTRY.find((p) => p.code === 'IDBPN')).toMatchObject({
      name: 'Balikpapan',
      alternateName: 'Semayang',
    });
    const names = REGISTRY.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('leave out entries without a code and entries that are not ports', () => {
    const port = { category: 'ports', name: 'Uji', code: 'IDUJI', lon: 110, lat: -5 } as const;
    expect(
      codedPorts([
        port,
        { ...port, name: 'Uji lagi' },
        { ...port, code: null, name: 'Tanpa kode' },
        { ...port, category: 'kantor disnav', code: 'IDUJ2', name: 'Distrik Navigasi Uji' },
      ]),
    ).toEqual([{ code: 'IDUJI', name: 'Uji', alternateName: null, lon: 110, lat: -5 }]);
  });
});

describe("the feature manager's ports (SPEC §6 'Alur & SBNP button')", () => {
  it('offers superAdmin and developer every registry port with a code', () => {
    for (const role of ['superAdmin', 'developer'] as const) {
      expect(managedPorts(REGISTRY, { role, portCode: null })).toEqual(REGISTRY);
    }
  });

  it('offers disnav, lps and admin their own port only, a district seat or not', () => {
    expect(codes(managedPorts(REGISTRY, { role: 'admin', portCode: 'IDBPN' }))).toEqual(['IDBPN']);
    expect(codes(managedPorts(REGISTRY, { role: 'lps', portCode: 'IDBPN' }))).toEqual(['IDBPN']);
    expect(codes(managedPorts(REGISTRY, { role: 'disnav', portCode: 'IDBOA' }))).toEqual(['IDBOA']);
    expect(managedPorts(REGISTRY, { role: 'admin', portCode: null })).toEqual([]);
    expect(managedPorts(REGISTRY, { role: 'admin', portCode: 'IDXXX' })).toEqual([]);
  });

  it('offers a visitor, or nobody signed in, none', () => {
    expect(managedPorts(REGISTRY, { role: 'visitor', portCode: 'IDBPN' })).toEqual([]);
    expect(managedPorts(REGISTRY, undefined)).toEqual([]);
  });

  it('finds a port by name or code in any case, all of them for a blank search', () => {
    expect(codes(portsMatching(REGISTRY, ' balikPAPAN '))).toEqual(['IDBPN']);
    // By the harbour's name too.
    expect(codes(portsMatching(REGISTRY, 'Semayang'))).toEqual(['IDBPN']);
    expect(codes(portsMatching(REGISTRY, 'idbpn'))).toEqual(['IDBPN']);
    expect(portsMatching(REGISTRY, '  ')).toEqual(REGISTRY);
    expect(portsMatching(REGISTRY, 'no such port')).toEqual([]);
  });
});
