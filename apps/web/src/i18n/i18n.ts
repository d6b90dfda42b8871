import { LANGUAGES, type Language } from '@pantau/contracts';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FEATURE_MESSAGES } from '../features/messages.ts';
import { mapEngineMessages } from '../map/map.messages.ts';
import { screenMessages } from '../screen/screen.messages.ts';
import { uiMessages } from '../ui/ui.messages.ts';
import { vesselMessages } from '../vessel/vessel.messages.ts';
import { mergeMessages } from './messages.ts';

/** Every word of the app: the engine folders' and each feature's, English and Indonesian. */
export const { en, id } = mergeMessages([
  uiMessages,
  screenMessages,
  vesselMessages,
  mapEngineMessages,
  ...FEATURE_MESSAGES,
]);

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Any message key: a wrong one fails typecheck (`t('auth.titel')`, or a key kept as data). */
export type MessageKey = ParseKeys;

export { LANGUAGES, type Language };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language to show: the user's saved choice, else Indonesian when the browser's language
 * is Indonesian ('id', 'id-ID'), else English.
 */
export function pickLanguage(saved: unknown, browser: string | undefined): Language {
  if (isLanguage(saved)) return saved;
  return browser?.toLowerCase().startsWith('id') ? 'id' : 'en';
}

/**
 * The last signed-in user's saved choice, kept in this browser so that pages before the
 * session is known (login, registration) and the first paint after it speak that language.
 */
const STORAGE_KEY = 'pantau.language';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator.languages[0] ?? navigator.language);
}

/**
 * Shows the user's saved language (from their settings on the server), or the browser's when
 * they have not chosen one; remembers the choice in this browser.
 */
export function applySavedLanguage(saved: Language | undefined): void {
  const store = storage();
  if (saved) store?.setItem(STORAGE_KEY, saved);
  else store?.removeItem(STORAGE_KEY);
  const next = pickLanguage(saved, browserLanguage());
  if (i18n.language !== next) void i18n.changeLanguage(next);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id } },
  lng: pickLanguage(storage()?.getItem(STORAGE_KEY), browserLanguage()),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/** A number as the language writes it: 1,726 in English, 1.726 in Indonesian. */
export function formatNumber(n: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language).format(n);
}

export { i18n };
