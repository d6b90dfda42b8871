import type { View } from '../map/places.ts';
import type { Selection, SelectionKind } from '../selection/selection.store.ts';

/**
 * The shareable state in the map screen's URL (DESIGN §4): `?c=lon,lat&z=zoom&b=bearing&sel=kind:id`.
 * The zoom is the spec's (as everywhere a person reads one); the bearing is left out when 0.
 * Other search params are kept as they are.
 */
export interface SharedState {
  view: View | null;
  selected: Selection | null;
}

const KEYS = ['c', 'z', 'b', 'sel'] as const;

const round = (v: number, digits: number) => Number(v.toFixed(digits));

function finite(text: string | null | undefined): number | null {
  if (text == null || text.trim() === '') return null;
  const v = Number(text);
  return Number.isFinite(v) ? v : null;
}

/**
 * Reads the shared state; anything missing or malformed reads as absent, and so does a
 * selection of a kind the app has no card for (`kinds`).
 */
export function decodeShared(
  params: URLSearchParams,
  kinds: readonly SelectionKind[],
): SharedState {
  const [lonText, latText] = (params.get('c') ?? '').split(',');
  const lon = finite(lonText);
  const lat = finite(latText);
  const zoom = finite(params.get('z'));
  const bearing = finite(params.get('b'));
  const view =
    lon !== null && lat !== null && zoom !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 540
      ? { center: [lon, lat] as [number, number], zoom, ...(bearing ? { bearing } : {}) }
      : null;
  return { view, selected: decodeSelection(params.get('sel'), kinds) };
}

function decodeSelection(text: string | null, kinds: readonly SelectionKind[]): Selection | null {
  if (!text) return null;
  const at = text.indexOf(':');
  if (at <= 0 || at === text.length - 1) return null;
  const kind = text.slice(0, at);
  return kinds.includes(kind) ? { kind, id: text.slice(at + 1) } : null;
}

/** Writes the shared state into a copy of `params` (5 decimals: about a metre; zoom to 0.01). */
export function encodeShared(params: URLSearchParams, state: SharedState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (state.view) {
    const [lon, lat] = state.view.center;
    next.set('c', `${round(lon, 5)},${round(lat, 5)}`);
    next.set('z', String(round(state.view.zoom, 2)));
    const bearing = round(state.view.bearing ?? 0, 1);
    if (bearing !== 0) next.set('b', String(bearing));
  }
  if (state.selected) next.set('sel', `${state.selected.kind}:${state.selected.id}`);
  return next;
}
