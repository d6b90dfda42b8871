import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, pickLanguage } from './i18n.ts';
import { en } from './locales/en.ts';
import { id } from './locales/id.ts';

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
  'detail.title': 'Detail Kapal',
  'pages.dataKapal': 'Data Kapal',
  'pages.analisis': 'Analisis',
  'pages.inProgress': 'Dalam Pengerjaan',
  'userMenu.languages.id': 'Bahasa Indonesia',
  'userMenu.languages.en': 'English',
};

/** The web app's source files, tests included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}

/** Keys written out in the source: `t('a.b')`, `i18n.t("a.b")`, `i18nKey="a.b"`. */
function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  const src = join(import.meta.dirname, '..');
  for (const file of sourceFiles(src)) {
    // Comments may show keys as examples; only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const calls = /\bt\(\s*(['"`])([\w.-]+)\1|i18nKey=\{?\s*(['"])([\w.-]+)\3/g;
    for (const m of text.matchAll(calls)) found.set(m[2] ?? m[4] ?? '', file);
  }
  return found;
}

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
    const used = usedKeys();
    // The scan must see the app's calls; an empty result would pass for the wrong reason.
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used]
      .filter(([key]) => !EN.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('translates with interpolation, unescaped (React escapes)', () => {
    expect(i18n.t('users.deleted', { name: 'a&b', lng: 'en' })).toBe('a&b deleted');
    expect(i18n.t('users.deleted', { name: 'a&b', lng: 'id' })).toBe('a&b dihapus');
    expect(i18n.t('detail.title', { lng: 'id' })).toBe('Detail Kapal');
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
