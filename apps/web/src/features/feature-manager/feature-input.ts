import {
  FEATURE_COLOURS,
  FEATURE_DSI_MAX,
  FEATURE_NAME_MAX,
  SBNP_TYPES,
  type FeatureCollectionBody,
  type FeatureKind,
} from '@pantau/contracts';
import { parseDmsLine, parseDmsLines, parseDmsPair } from '@pantau/geo';
import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * The feature manager's add-feature form (SPEC §5 'Polygon coordinates', §2.23): what a
 * typed feature becomes, or why it is refused. Point features (poi, sbnp) take one
 * `latitude,longitude`; lanes and heading lines (alur, garis haluan) one `name,latitude,
 * longitude` per line, at least two; zones (zona) the same lines as a ring, at least three
 * unique points, closed here. Coordinates are degrees (minutes, seconds) with the hemisphere
 * letters LU/LS and BT/BB (or a sign).
 */

/** One feature of the working set, as the server takes it. */
export type DraftFeature = FeatureCollectionBody['features'][number];

/** The pins' colours (SPEC §5: merah, kuning, hijau, putih). */
export const PIN_COLOURS = ['red', 'yellow', 'green', 'white'] as const;

export const POINT_KINDS: readonly FeatureKind[] = ['poi', 'sbnp'];

export interface FeatureForm {
  kind: FeatureKind;
  name: string;
  /** An SBNP type (sbnp only). */
  sbnpType: string;
  /** A colour name (poi and sbnp). */
  colour: string;
  /** An SBNP's DSI identifier (sbnp only; may be left empty). */
  dsi: string;
  coordinates: string;
}

export type FormField = 'name' | 'sbnpType' | 'dsi' | 'colour' | 'coordinates';

export type PlotOutcome =
  { ok: true; feature: DraftFeature } | { ok: false; field: FormField; message: MessageKey };

const fail = (field: FormField, message: MessageKey): PlotOutcome => ({
  ok: false,
  field,
  message,
});

export const emptyForm = (kind: FeatureKind = 'sbnp'): FeatureForm => ({
  kind,
  name: '',
  sbnpType: '',
  colour: '',
  dsi: '',
  coordinates: '',
});

/** The colours a kind offers: pins four, the others all of SPEC §5's. */
export function coloursOf(kind: FeatureKind): readonly string[] {
  return kind === 'poi' ? PIN_COLOURS : FEATURE_COLOURS;
}

/**
 * Plot: the feature the form describes, or the first field at fault. `takenNames` are the
 * working set's names (lower case): a new feature's name is unique ('Name has already been
 * used, please use another').
 */
export function plotFeature(form: FeatureForm, takenNames: ReadonlySet<string>): PlotOutcome {
  const name = form.name.trim();
  if (name === '') return fail('name', 'featureManager.errors.nameRequired');
  if (name.length > FEATURE_NAME_MAX) return fail('name', 'featureManager.errors.nameMax');
  if (/[\r\n]/.test(name)) return fail('name', 'featureManager.errors.nameRequired');
  if (takenNames.has(name.toLowerCase())) return fail('name', 'featureManager.errors.nameTaken');

  if (form.kind === 'sbnp' && !(SBNP_TYPES as readonly string[]).includes(form.sbnpType)) {
    return fail('sbnpType', 'featureManager.errors.sbnpType');
  }
  const dsi = form.kind === 'sbnp' ? form.dsi.trim() : '';
  if (dsi.length > FEATURE_DSI_MAX) return fail('dsi', 'featureManager.errors.dsiMax');
  const wantsColour = POINT_KINDS.includes(form.kind);
  if (wantsColour && !coloursOf(form.kind).includes(form.colour)) {
    return fail('colour', 'featureManager.errors.colour');
  }

  const geometry = geometryOf(form.kind, form.coordinates);
  if ('error' in geometry) return fail('coordinates', geometry.error);

  const properties: DraftFeature['properties'] = { name, type: form.kind };
  if (geometry.pointNames) properties.pointNames = geometry.pointNames;
  if (form.kind === 'sbnp')
    properties.poiType = form.sbnpType as DraftFeature['properties']['poiType'];
  if (form.kind === 'poi') properties.poiType = 'MapMarker';
  if (wantsColour) properties.poiColor = form.colour as DraftFeature['properties']['poiColor'];
  if (dsi !== '') properties.dsi = dsi;
  return { ok: true, feature: { type: 'Feature', geometry: geometry.geometry, properties } };
}

type GeometryOutcome =
  { geometry: DraftFeature['geometry']; pointNames?: string[] } | { error: MessageKey };

const FORMAT: MessageKey = 'featureManager.errors.format';

function geometryOf(kind: FeatureKind, text: string): GeometryOutcome {
  if (POINT_KINDS.includes(kind)) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const position = lines.length === 1 ? parseDmsPair(lines[0] ?? '') : null;
    return position ? { geometry: { type: 'Point', coordinates: position } } : { error: FORMAT };
  }
  if (kind === 'zona') {
    const parsed = parseDmsLines(text);
    if (!parsed.ok) {
      const code = parsed.error.code;
      return {
        error:
          code === 'format'
            ? FORMAT
            : code === 'minPoints'
              ? 'common.minPoints'
              : 'common.minUnique',
      };
    }
    const names = parsed.points.map((p) => p.name);
    if (names.length < parsed.ring.length) names.push(names[0] ?? '');
    return { geometry: { type: 'Polygon', coordinates: [parsed.ring] }, pointNames: names };
  }
  const points = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const point = parseDmsLine(line);
    if (!point) return { error: FORMAT };
    points.push(point);
  }
  if (points.length < 2) return { error: 'featureManager.errors.minLine' };
  return {
    geometry: { type: 'LineString', coordinates: points.map((p) => [p.lon, p.lat]) },
    pointNames: points.map((p) => p.name),
  };
}

/** The working set's names in lower case, for the uniqueness rule. */
export function namesOf(features: readonly DraftFeature[]): Set<string> {
  return new Set(features.map((f) => f.properties.name.toLowerCase()));
}

/** Coordinates shown in the table: [lon, lat] pairs to 5 decimals. */
export function coordinatesText(geometry: DraftFeature['geometry']): string[] {
  const pair = (c: readonly number[]) => `${(c[1] ?? 0).toFixed(5)}, ${(c[0] ?? 0).toFixed(5)}`;
  if (geometry.type === 'Point') return [pair(geometry.coordinates)];
  if (geometry.type === 'LineString') return geometry.coordinates.map(pair);
  return (geometry.coordinates[0] ?? []).map(pair);
}
