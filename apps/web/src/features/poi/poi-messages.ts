import { POI_MESSAGES } from '@pantau/domain';
import type { TFunction } from 'i18next';

const KEYS = Object.fromEntries(
  (Object.keys(POI_MESSAGES) as (keyof typeof POI_MESSAGES)[])
    .filter((k) => typeof POI_MESSAGES[k] === 'string')
    .map((k) => [POI_MESSAGES[k] as string, k]),
);
const MAX_CHARS = /^Max of (\d+) Characters$/;

/**
 * A message of the POI rules (SPEC §5, §8: written in `@pantau/domain`, and by the server)
 * in the user's language: the spec's words are kept as written in both.
 */
export function poiMessage(t: TFunction, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const max = MAX_CHARS.exec(text);
  if (max) return t('poi.messages.maxChars', { n: max[1] });
  const key = KEYS[text];
  return key ? t(`poi.messages.${key}` as 'poi.messages.required') : text;
}
