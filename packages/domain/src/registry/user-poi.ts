import { isSbnp, POI_CATEGORIES } from './poi.ts';

/**
 * The 'Add New Point of Interest' form (SPEC §5 'Add POI form', §8 'POI', §9): every rule and
 * message as the spec writes them, one function the web form and the server both run.
 */

/** SPEC §9: at most 10 records per user POI index page; at most 10 refreshes of the list. */
export const USER_POI_PAGE = 10;
export const USER_POI_REFRESH_MAX = 10;

export const POI_MESSAGES = {
  notAccepted: 'value not accepted',
  required: 'Required',
  maxChars: (n: number) => `Max of ${n} Characters`,
  mustContain: 'Must contain character',
  longitude: 'Please use valid Longitude with dots',
  latitude: 'Please use valid Latitude with dots',
  numeric: 'Please use only dots and numbers',
  switched: 'coordinate inputed contains error, longitude and latitude position might be switched',
  invalidAtSubmit: 'Something went wrong please try again',
  submitFailed: 'Something went wrong, please try again later',
  submitted: 'poi has been submitted',
} as const;

/** SPEC §5: the identifier of a vts or srop is an MMSI (9), of an sbnp type a DSI (4), else an ID (4). */
export function poiIdentifierRule(category: string): { label: 'MMSI' | 'DSI' | 'ID'; max: number } {
  if (category === 'vts' || category === 'srop') return { label: 'MMSI', max: 9 };
  if (isSbnp(category)) return { label: 'DSI', max: 4 };
  return { label: 'ID', max: 4 };
}

export interface UserPoiText {
  category: string;
  identifier: string;
  name: string;
  longitude: string;
  latitude: string;
}
export type UserPoiErrors = Partial<Record<keyof UserPoiText, string>>;

const NUMERIC = /^[-+]?[0-9.]+$/;
const DECIMAL = /^[-+]?\d+(\.\d{1,6})?$/;

function coordinate(text: string, limit: number, message: string): string | undefined {
  const v = text.trim();
  if (v === '') return POI_MESSAGES.required;
  if (!NUMERIC.test(v)) return POI_MESSAGES.numeric;
  if (!DECIMAL.test(v)) return message;
  const n = Number(v);
  return Math.abs(n) <= limit ? undefined : message;
}

/** The form's field errors (none: the form is valid). */
export function validateUserPoi(f: UserPoiText): UserPoiErrors {
  const errors: UserPoiErrors = {};
  if (f.category === '') errors.category = POI_MESSAGES.required;
  else if (!(POI_CATEGORIES as readonly string[]).includes(f.category)) {
    errors.category = POI_MESSAGES.notAccepted;
  }
  const { max } = poiIdentifierRule(f.category);
  if (f.identifier.trim() === '') errors.identifier = POI_MESSAGES.required;
  else if (f.identifier.trim().length > max) errors.identifier = POI_MESSAGES.maxChars(max);
  if (f.name === '') errors.name = POI_MESSAGES.required;
  else if (f.name.trim() === '') errors.name = POI_MESSAGES.mustContain;
  const lon = coordinate(f.longitude, 180, POI_MESSAGES.longitude);
  if (lon) errors.longitude = lon;
  const lat = coordinate(f.latitude, 90, POI_MESSAGES.latitude);
  if (lat) errors.latitude = lat;
  return errors;
}

/**
 * PLOT: the point to preview, or the spec's message when longitude and latitude are not
 * numbers (they may have been typed the wrong way round).
 */
export function plotUserPoi(
  f: Pick<UserPoiText, 'longitude' | 'latitude'>,
): { ok: true; lon: number; lat: number } | { ok: false; message: string } {
  const lon = Number(f.longitude.trim());
  const lat = Number(f.latitude.trim());
  if (
    f.longitude.trim() === '' ||
    f.latitude.trim() === '' ||
    !Number.isFinite(lon) ||
    !Number.isFinite(lat)
  ) {
    return { ok: false, message: POI_MESSAGES.switched };
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return { ok: false, message: POI_MESSAGES.switched };
  return { ok: true, lon, lat };
}
