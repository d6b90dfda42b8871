import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, formatNumber, i18n, id, pickLanguage } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const EN = leaves(en);
const ID = leaves(id);

/** `{{name}}` placeholders and `<code>` tags, sorted: what a translation must keep. */
const slots = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)]
    .map((m) => m[1] ?? `<${m[2] ?? ''}>`)
    .sort();

/** The spec's Indonesian labels: they read exactly the same in both languages. */
const AS_WRITTEN = {
  'auth.tagline': 'Informatif, terintegrasi dan kolaboratif',
  'auth.brand': 'PANTAU',
  'auth.register': 'Daftar Login',
  'auth.registerSubmit': 'Daftar',
  'userMenu.logout': 'Keluar',
  'sources.filterTab': 'FILTER AIS',
  'sources.disnavTab': 'DISNAV',
  'common.detailKapal': 'Detail Kapal',
  'dataAis.title': 'Data Kapal',
  'pages.inProgress': 'Dalam Pengerjaan',
  'userMenu.languages.id': 'Bahasa Indonesia',
  'userMenu.languages.en': 'English',
  // The left rail (SPEC §2 'Left rail'), as the spec writes it.
  'sar.actions.beritaSar.label': 'BERITA SAR',
  'vessels.actions.filterKapal.label': 'FILTER KAPAL',
  'map.actions.layers.label': 'LAYERS & MAP',
  'aoi.actions.aoi.label': 'AOI',
  'sources.entry.label': 'DATA SOURCE',
  'map.actions.focusZoom.label': 'FOCUS ZOOM',
  'ports.actions.dataPort.label': 'DATA PORT/PELABUHAN',
  'pantauKapal.actions.pantauKapal.label': 'PANTAU KAPAL',
  'aids.title': 'SBNP',
  // The AOI panel (SPEC §2.4, §8).
  'aoi.list.title': 'Tampilkan Zona AOI',
  'aoi.zona.title': 'LIST ZONA AOI',
  'common.minPoints': 'masukkan minimal 3 koordinat',
  'common.minUnique': 'masukkan minimal 3 koordinat unik',
  // Berita SAR (SPEC §2.14, §8).
  'sar.empty': 'Tidak ada data tersedia',
  'sar.selamat': 'Selamat',
  'sar.hilang': 'Hilang',
  'sar.meninggal': 'Meninggal',
};

/**
 * The spec's error catalogue (SPEC §8) as far as the web app shows it, in English: each is
 * one message under one key, whichever feature shows it.
 */
const SPEC_MESSAGES = [
  'No Data Available',
  'position not found',
  'masukkan minimal 3 koordinat',
  'masukkan minimal 3 koordinat unik',
  '{{mmsi}} is not yet rendered',
  'Radar is not active',
  'the data of selected date(s) is not available',
  'please select only 5 days max',
  'Unknown Name',
  'Found Duplicate Name',
  'Please select atleast 1 aoi',
  'No Vessel Has Entered The Port Radius',
  'Tidak ada data tersedia',
];

/** The web app's source files, tests included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}

/** The fields of the registry (and of base maps) that hold a message key as data. */
const KEY_FIELDS = ['label', 'menuLabel', 'description', 'placeholder', 'listLabel', 'none'];

/**
 * Keys written out in the source: `t('a.b')`, `i18n.t("a.b")`, `i18nKey="a.b"`, and keys kept
 * as data in the registry's fields (`label: 'map.actions.layers.label'`, a base map's name).
 */
function usedKeys(): { calls: Map<string, string>; data: Map<string, string> } {
  const calls = new Map<string, string>();
  const data = new Map<string, string>();
  const src = join(import.meta.dirname, '..');
  const callRe = /\bt\(\s*(['"`])([\w.-]+)\1|i18nKey=\{?\s*(['"])([\w.-]+)\3/g;
  const dataRe = new RegExp(
    `\\b(?:${KEY_FIELDS.join('|')}):\\s*(['"])([\\w-]+(?:\\.[\\w-]+)+)\\1`,
    'g',
  );
  for (const file of sourceFiles(src)) {
    // Comments may show keys as examples; only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const m of text.matchAll(callRe)) calls.set(m[2] ?? m[4] ?? '', file);
    if (file.endsWith('.messages.ts')) continue;
    for (const m of text.matchAll(dataRe)) data.set(m[2] ?? '', file);
  }
  return { calls, data };
}

/** The folder (`features/aoi`, `ui`) of a source file, relative to `src`. */
function folderOf(file: string, src: string): string {
  const parts = relative(src, file).split(sep);
  return parts[0] === 'features' ? `features/${parts[1] ?? ''}` : (parts[0] ?? '');
}

/** Each namespace and the folder whose `<name>.messages.ts` declares it. */
function namespaceOwners(src: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of sourceFiles(src).filter((f) => f.endsWith('.messages.ts'))) {
    const english = readFileSync(file, 'utf8').split('\nconst id')[0] ?? '';
    for (const m of english.matchAll(/^ {2}(\w+): \{/gm))
      owners.set(m[1] ?? '', folderOf(file, src));
  }
  return owners;
}

/** A key is known when it is a message, or the base of plural messages (`key_one`, `key_other`). */
const known = (key: string) => EN.has(key) || EN.has(`${key}_other`);

describe('i18n messages', () => {
  it('has the same keys in Indonesian and English', () => {
    expect([...ID.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...EN.keys()].filter((k) => !ID.has(k))).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = [...EN, ...ID].filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('keeps the same placeholders and tags in both languages', () => {
    const differing = [...EN]
      .filter(
        ([key, text]) => JSON.stringify(slots(text)) !== JSON.stringify(slots(ID.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("keeps the spec's Indonesian labels as written, in both languages", () => {
    for (const [key, text] of Object.entries(AS_WRITTEN)) {
      expect({ key, en: EN.get(key), id: ID.get(key) }).toEqual({ key, en: text, id: text });
    }
  });

  it('has every key the source uses', () => {
    const { calls, data } = usedKeys();
    // The scan must see the app's calls and the registry's keys; an empty result would pass
    // for the wrong reason.
    expect(calls.size).toBeGreaterThan(100);
    expect(data.size).toBeGreaterThan(30);
    expect(data.keys()).toContain('map.actions.layers.label');
    const missing = [...calls, ...data]
      .filter(([key]) => !known(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("keeps every folder's words in its own folder: a feature uses its namespaces and the engine's", () => {
    const src = join(import.meta.dirname, '..');
    const owners = namespaceOwners(src);
    // Every namespace of the merged messages is declared by one folder's messages file.
    expect(
      [...new Set([...EN.keys()].map((k) => k.split('.')[0] ?? ''))].filter(
        (ns) => !owners.has(ns),
      ),
    ).toEqual([]);
    expect(owners.get('alerts')).toBe('features/alerts');
    expect(owners.get('common')).toBe('ui');
    const engine = (folder: string) => !folder.startsWith('features/');
    const keyRe = /(['"`])(\w+)\.([\w.-]+)\1/g;
    const foreign: string[] = [];
    for (const file of sourceFiles(src)) {
      if (file.endsWith('.messages.ts') || file.endsWith('i18n.test.ts')) continue;
      const here = folderOf(file, src);
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      for (const m of text.matchAll(keyRe)) {
        const key = `${m[2] ?? ''}.${m[3] ?? ''}`;
        const owner = owners.get(m[2] ?? '');
        if (!owner || !known(key) || owner === here || (engine(owner) && owner !== 'i18n'))
          continue;
        if (engine(here) || owner !== here) foreign.push(`${key} (${relative(src, file)})`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it("writes each of the spec's messages once per language", () => {
    const twice = SPEC_MESSAGES.flatMap((text) => {
      const keys = [...EN].filter(([, m]) => m === text).map(([k]) => k);
      return keys.length > 1 ? [`${text}: ${keys.join(', ')}`] : [];
    });
    expect(twice).toEqual([]);
    // The catalogue is the web's: each of its messages is shown somewhere.
    expect(SPEC_MESSAGES.filter((text) => ![...EN.values()].includes(text))).toEqual([]);
  });

  it('has both plural forms of a counted message', () => {
    const ones = [...EN.keys()].filter((k) => k.endsWith('_one'));
    expect(ones.length).toBeGreaterThan(0);
    expect(ones.filter((k) => !EN.has(k.replace(/_one$/, '_other')))).toEqual([]);
  });

  it('says one grouped alarm in the singular', () => {
    const t = i18n.getFixedT('en');
    expect(t('alerts.flood.body', { count: 1 })).toBe(
      '1 more is grouped here and not sounded on its own. Open the list.',
    );
    expect(t('alerts.flood.body', { count: 3 })).toMatch(/^3 more are grouped here/);
  });

  it('writes numbers as the language does: 1,726 in English, 1.726 in Indonesian', () => {
    expect(i18n.t('puskodal.blacklist.title', { count: 1726, lng: 'en' })).toBe(
      'Blacklist: 1,726 vessels',
    );
    expect(i18n.t('puskodal.blacklist.title', { count: 1726, lng: 'id' })).toBe(
      'Daftar hitam: 1.726 kapal',
    );
    expect(formatNumber(25_000, 'id')).toBe('25.000');
    expect(formatNumber(25_000, 'en')).toBe('25,000');
    // Every count is written so, not only this one: no bare {{count}} is left.
    const bare = [...EN].filter(([, m]) => /\{\{(count|total|loaded)\}\}/.test(m));
    expect(bare).toEqual([]);
  });

  it('translates with interpolation, unescaped (React escapes)', () => {
    expect(i18n.t('users.deleted', { name: 'a&b', lng: 'en' })).toBe('a&b deleted');
    expect(i18n.t('users.deleted', { name: 'a&b', lng: 'id' })).toBe('a&b dihapus');
    expect(i18n.t('common.detailKapal', { lng: 'id' })).toBe('Detail Kapal');
  });
});

describe('the language shown', () => {
  it("is the user's saved choice first", () => {
    expect(pickLanguage('en', 'id-ID')).toBe('en');
    expect(pickLanguage('id', 'en-US')).toBe('id');
  });

  it('else Indonesian for an Indonesian browser, else English', () => {
    expect(pickLanguage(undefined, 'id-ID')).toBe('id');
    expect(pickLanguage(null, 'id')).toBe('id');
    expect(pickLanguage('fr', 'en-US')).toBe('en');
    expect(pickLanguage(undefined, 'ms-MY')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('starts in English without a browser (headless tests, Node)', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('notFound.title')).toBe('404 Not Found');
  });
});
