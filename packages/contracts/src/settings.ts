import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The languages of the web app (issue #13): Bahasa Indonesia and English. */
export const LANGUAGES = ['id', 'en'] as const;
export const Language = z.enum(LANGUAGES).meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;

/**
 * A user's map settings (SPEC §3 'Settings': headingPrediction, plotStatus, showOnlyLive),
 * kept per user on the server: the toolbar's Map settings panel and the top-left 'Live
 * Vessels Only' / 'All Vessels' toggle read and write them.
 */
export const MapSettings = z
  .object({
    headingPrediction: z
      .boolean()
      .describe('Dashed heading-prediction lines, 3 minutes ahead (above zoom 9)'),
    plotStatus: z.boolean().describe('Mark vessels whose plot status is not good'),
    showOnlyLive: z.boolean().describe("'Live Vessels Only' rather than 'All Vessels'"),
  })
  .meta({ id: 'MapSettings' });
export type MapSettings = z.infer<typeof MapSettings>;

/** SPEC §3: headingPrediction on, plotStatus off, showOnlyLive off. */
export const DEFAULT_MAP_SETTINGS: MapSettings = {
  headingPrediction: true,
  plotStatus: false,
  showOnlyLive: false,
};

/** `PUT /api/me/settings`: the settings to change; the others stay as they are. */
export const MapSettingsPatch = MapSettings.partial().strict().meta({ id: 'MapSettingsPatch' });
export type MapSettingsPatch = z.infer<typeof MapSettingsPatch>;

/**
 * Settings as stored (JSON): whatever of them parses, over the defaults, so a setting added
 * later or a value gone bad reads as its default instead of failing.
 */
export function readMapSettings(stored: unknown): MapSettings {
  const out: MapSettings = { ...DEFAULT_MAP_SETTINGS };
  if (typeof stored !== 'object' || stored === null) return out;
  const shape = MapSettings.shape;
  for (const key of Object.keys(shape) as (keyof MapSettings)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/**
 * Everything `GET/PUT /api/me/settings` keeps per user: the map settings and the user menu's
 * language, absent until the user chooses one (the web app then follows the browser).
 */
export const UserSettings = MapSettings.extend({
  language: Language.optional().describe('The web app language; absent until chosen'),
}).meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof UserSettings>;

/** `PUT /api/me/settings`: the settings to change; the others stay as they are. */
export const UserSettingsPatch = UserSettings.partial().strict().meta({ id: 'UserSettingsPatch' });
export type UserSettingsPatch = z.infer<typeof UserSettingsPatch>;

/** Stored user settings, read like `readMapSettings`: a bad or unknown language is absent. */
export function readUserSettings(stored: unknown): UserSettings {
  const language = Language.safeParse((stored as { language?: unknown } | null)?.language);
  return { ...readMapSettings(stored), ...(language.success ? { language: language.data } : {}) };
}

/** The signed-in user's own map settings. */
export const settingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/me/settings',
    summary: 'Your map settings (defaults until you change one)',
    tags: ['settings'],
    response: UserSettings,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/me/settings',
    summary: 'Change some of your map settings; answers all of them',
    tags: ['settings'],
    body: UserSettingsPatch,
    response: UserSettings,
  }),
};
