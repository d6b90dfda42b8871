import { useEffect } from 'react';
import { applySavedLanguage } from './i18n.ts';
import { useUserSettings } from './language.api.ts';

/**
 * Puts the signed-in user's saved language on screen once their settings arrive (the
 * browser's language when they have not chosen one). Rendered by the route guard, so every
 * signed-in page follows it; renders nothing.
 */
export function LanguageSync() {
  const settings = useUserSettings();
  const loaded = settings.isSuccess;
  const language = settings.data?.language;
  useEffect(() => {
    if (loaded) applySavedLanguage(language);
  }, [loaded, language]);
  return null;
}
