import type { MessageKey } from '../../i18n/i18n.ts';
import type { AoiDraft } from './aoi.store.ts';

/**
 * The AOI form's own rules (SPEC §5 'AOI draw'): a name not empty and without two
 * consecutive spaces (and not an existing area's: asked of the server as it is typed), a
 * description, a type the method allows.
 */

export function nameProblem(name: string): MessageKey | null {
  if (name.trim() === '') return 'aoi.errors.nameEmpty';
  if (name.includes('  ')) return 'aoi.errors.nameSpaces';
  return null;
}

export function descriptionProblem(description: string): MessageKey | null {
  return description.trim() === '' ? 'aoi.errors.descriptionEmpty' : null;
}

/** Draw makes polygons only; Coordinate makes polygons and circles (SPEC §2.4). */
export const TYPES_BY_METHOD = {
  draw: ['Polygon'],
  coordinate: ['Polygon', 'Circle'],
} as const;

export function typeAllowed(draft: Pick<AoiDraft, 'method' | 'type'>): boolean {
  return (
    draft.method !== null &&
    (TYPES_BY_METHOD[draft.method] as readonly string[]).includes(draft.type)
  );
}

/**
 * Whether the name, description and type are good (Start Draw's condition, and Submit's
 * with a shape): `nameTaken` is the server's answer for this name, undefined while asked.
 */
export function detailsValid(draft: AoiDraft, nameTaken: boolean | undefined): boolean {
  return (
    typeAllowed(draft) &&
    nameProblem(draft.name) === null &&
    descriptionProblem(draft.description) === null &&
    nameTaken === false
  );
}

/** SPEC §4: refresh clicks are counted; the count starts again 10 s after the first. */
export const REFRESH_WINDOW_MS = 10_000;
/** SPEC §9: at 10 clicks within the window the button is disabled. */
export const REFRESH_LIMIT = 10;

export interface RefreshClicks {
  count: number;
  /** When the window of the counted clicks started. */
  since: number;
}

export const NO_CLICKS: RefreshClicks = { count: 0, since: 0 };

/** Whether the window of these clicks is still open at `now`. */
const inWindow = (clicks: RefreshClicks, now: number) =>
  clicks.count > 0 && now - clicks.since < REFRESH_WINDOW_MS;

/** One more click at `now`: counted in the open window, or the first of a new one. */
export function clickRefresh(clicks: RefreshClicks, now: number): RefreshClicks {
  return inWindow(clicks, now)
    ? { count: clicks.count + 1, since: clicks.since }
    : { count: 1, since: now };
}

/** Whether refreshing is refused at `now` ('Please dont spam the refresh button!'). */
export function refreshBlocked(clicks: RefreshClicks, now: number): boolean {
  return inWindow(clicks, now) && clicks.count >= REFRESH_LIMIT;
}
