import { capabilitiesOf, type Role } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { i18n, type MessageKey } from '../i18n/i18n.ts';
import { BANDS } from '../map/layer.ts';
import {
  allActions,
  cardOf,
  layersInOrder,
  portTabsOf,
  selectionKindsOf,
  routesOf,
  searchProviders,
  toolbarTools,
  visibleActions,
  type Place,
} from './feature.ts';
import { FEATURES } from './index.ts';

/** The registry's words are message keys: the tests read them in English. */
const en = (key: MessageKey) => i18n.t(key, { lng: 'en' });

const labels = (role: Role, place?: Place, sharedAccount = false) =>
  visibleActions(FEATURES, { capabilities: capabilitiesOf(role), sharedAccount }, place).map((a) =>
    en(a.label),
  );

describe('rail and user-menu actions (SPEC §2 left rail, §2.28 user menu)', () => {
  it('lists the rail entries in the spec order', () => {
    expect(labels('superAdmin', 'rail')).toEqual([
      'BERITA SAR',
      'FILTER KAPAL',
      'LAYERS & MAP',
      'AOI',
      'DATA SOURCE',
      'FOCUS ZOOM',
      'DATA PORT/PELABUHAN',
      'PANTAU KAPAL',
      'INFRASTRUCTURE',
      'SIMNAV',
      'PROFILE',
      'SETTINGS',
      'MANAGE API',
      'USER MANAGEMENT',
      'PORTS',
    ]);
  });

  it('offers PORTS (the CCTV-add panel) to superAdmin only', () => {
    expect(labels('superAdmin')).toContain('PORTS');
    for (const role of ['admin', 'developer', 'disnav', 'lps', 'visitor'] as const) {
      expect(labels(role)).not.toContain('PORTS');
      expect(labels(role)).toContain('INFRASTRUCTURE');
    }
  });

  it('hides AOI, DATA SOURCE and the administration entries from visitors', () => {
    const visitor = labels('visitor', 'rail');
    expect(visitor).not.toContain('AOI');
    expect(visitor).not.toContain('DATA SOURCE');
    expect(visitor).not.toContain('MANAGE API');
    expect(visitor).toHaveLength(9);
    expect(labels('admin', 'rail')).toHaveLength(12);
  });

  it('shows MANAGE API, USER MANAGEMENT and User Logs to superAdmin and developer only', () => {
    for (const role of ['superAdmin', 'developer'] as const) {
      expect(labels(role)).toEqual(
        expect.arrayContaining(['MANAGE API', 'USER MANAGEMENT', 'User Logs']),
      );
    }
    for (const role of ['admin', 'disnav', 'lps', 'visitor'] as const) {
      expect(labels(role)).not.toEqual(
        expect.arrayContaining(['MANAGE API', 'USER MANAGEMENT', 'User Logs']),
      );
    }
  });

  it("words the user menu's entries in its own way where they differ from the rail's", () => {
    const menu = visibleActions(
      FEATURES,
      { capabilities: capabilitiesOf('superAdmin'), sharedAccount: false },
      'userMenu',
    );
    expect(menu.map((a) => en(a.menuLabel ?? a.label))).toEqual(['ALERT', 'Profile', 'User Logs']);
  });

  it('puts ALERT, Profile and User Logs in the user menu in the spec order, and hides Profile from shared accounts', () => {
    expect(labels('superAdmin', 'userMenu')).toEqual(['ALERT', 'PROFILE', 'User Logs']);
    expect(labels('visitor', 'userMenu')).toEqual(['ALERT', 'PROFILE']);
    expect(labels('visitor', undefined, true)).not.toContain('PROFILE');
  });

  it('gives every action, tool, layer and feature its own name', () => {
    const unique = (names: string[]) => expect(new Set(names).size).toBe(names.length);
    unique(FEATURES.map((f) => f.name));
    unique(allActions(FEATURES).map((a) => a.name));
    unique(toolbarTools(FEATURES).map((t) => t.name));
    unique(layersInOrder(FEATURES).map((l) => l.id));
  });
});

describe('the feature registry', () => {
  it('draws layers band by band: lanes, then areas, aids and the track, vessels, then markers', () => {
    const layers = layersInOrder(FEATURES);
    const bands = layers.map((l) => BANDS.indexOf(l.band));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    expect(layers.map((l) => l.id)).toEqual([
      // The chart overlays (SPEC §2.3), under everything else.
      'hidros',
      'sipandu',
      // BMKG's sea areas in the colour of their waves (SPEC §2.3 'BMKG weather', issue #34).
      'weather-areas',
      // The EEZ outline (issue #14, #16).
      'zee',
      'map-features',
      // The base map's names (issue #32), over its overlays.
      'place-names',
      // The registry's POIs, one layer per SPEC §3 display group (issue #14).
      'ports',
      'marinas',
      'vts',
      'srop',
      'fpso',
      'terminal',
      'disnav',
      'tuks',
      'sbnp',
      'unidentified',
      // The open port's 30 NM radius and its Port History (issue #15).
      'port-panel-radius',
      'aoi-ticked',
      'aoi-preview',
      'aids',
      'vessel-track',
      'density-trajectorial',
      'density',
      'vessels',
      'replay',
      'port-panel-history',
      'poi-preview',
      'playback',
      // Radar targets (issue #15), rings over the vessels.
      'radar',
      'bookmarks',
      // Vessels whose alarm or warning waits for a person, on top of the rest.
      'alert-attention',
      // SAR assist's scene and radius (issue #35), while it is open.
      'sar-assist',
    ]);
  });

  it('names the LAYERS & MAP switches by message key', () => {
    const toggles = layersInOrder(FEATURES).flatMap((l) => (l.toggle ? [en(l.toggle.label)] : []));
    expect(toggles).toEqual([
      'S-63 Hidros chart',
      'Sipandu',
      'BMKG weather',
      'ZEE boundary',
      'Alur & SBNP (published by ports)',
      'Place names',
      'Ports',
      'Marinas',
      'VTS',
      'Stations (SROP)',
      'FPSO',
      'Terminal',
      'Kantor Disnav',
      'TUKS & TERSUS',
      'Lighthouses & AtoN (SBNP)',
      'Unidentified',
      'SBNP (aids to navigation)',
      'Radar targets',
    ]);
  });

  it('has a card for each selection kind and the search modes in order', () => {
    expect(cardOf(FEATURES, 'vessel')).not.toBeNull();
    expect(cardOf(FEATURES, 'aid')).not.toBeNull();
    expect(cardOf(FEATURES, 'poi')).not.toBeNull();
    expect(cardOf(FEATURES, 'radar')).not.toBeNull();
    expect(searchProviders(FEATURES).map((p) => en(p.label))).toEqual(['Vessel', 'Others']);
  });

  it('keeps the routes of SPEC §2, the catch-all last', () => {
    const { public: open, signedIn } = routesOf(FEATURES);
    expect(open.map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/auth-login',
      '/app/ssodjpl/callback',
    ]);
    expect(signedIn.map((r) => r.path)).toContain('/detail-kapal');
    expect(signedIn.at(-1)?.path).toBe('*');
  });
});

describe('the port panel tabs the features add', () => {
  it("make SPEC §2.20's seven with the panel's own, in the spec's order and words", () => {
    const added = portTabsOf(FEATURES);
    expect(added.map((t) => t.id)).toEqual(['monitoring', 'cctv', 'vhf', 'radar', 'weather']);
    expect(added.map((t) => en(t.label))).toEqual([
      'MONITORING',
      'CCTV',
      'VHF',
      'RADAR',
      'WEATHER',
    ]);
    // The sensors, whose dots the header shows, and the media under INFORMATION's Others.
    expect(added.filter((t) => t.useStatus).map((t) => t.id)).toEqual([
      'cctv',
      'vhf',
      'radar',
      'weather',
    ]);
    expect(added.filter((t) => t.others).map((t) => t.id)).toEqual(['cctv', 'vhf', 'weather']);
  });
});

describe('the selection kinds', () => {
  it('are those the features give cards for, each once', () => {
    const kinds = selectionKindsOf(FEATURES);
    expect([...kinds].sort()).toEqual(['aid', 'poi', 'radar', 'vessel']);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
