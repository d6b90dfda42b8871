/**
 * Degrees, minutes and seconds as Pantau shows them (SPEC §9: seconds to 3 decimals) with
 * the Indonesian hemisphere letters: LU (lintang utara, north), LS (lintang selatan, south),
 * BT (bujur timur, east), BB (bujur barat, west).
 */

export type Axis = 'lat' | 'lon';

export const HEMISPHERES = {
  lat: { positive: 'LU', negative: 'LS' },
  lon: { positive: 'BT', negative: 'BB' },
} as const;

export type Hemisphere =
  | (typeof HEMISPHERES)['lat'][keyof (typeof HEMISPHERES)['lat']]
  | (typeof HEMISPHERES)['lon'][keyof (typeof HEMISPHERES)['lon']];

export interface DmsParts {
  degrees: number;
  minutes: number;
  seconds: number;
  hemisphere: Hemisphere;
}

const SECOND_DECIMALS = 3;
const SCALE = 10 ** SECOND_DECIMALS;

/** Normalises a longitude to [-180, 180). */
export function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

/**
 * Splits decimal degrees into degrees, minutes and seconds, rounding the seconds to 3
 * decimals first so a value never reads 60.000 seconds.
 */
export function toDmsParts(value: number, axis: Axis): DmsParts {
  if (!Number.isFinite(value)) throw new RangeError(`not a coordinate: ${value}`);
  const { positive, negative } = HEMISPHERES[axis];
  const totalMilli = Math.round(Math.abs(value) * 3600 * SCALE);
  const degrees = Math.floor(totalMilli / (3600 * SCALE));
  const rest = totalMilli - degrees * 3600 * SCALE;
  const minutes = Math.floor(rest / (60 * SCALE));
  const seconds = (rest - minutes * 60 * SCALE) / SCALE;
  return {
    degrees,
    minutes,
    seconds,
    hemisphere: value < 0 && totalMilli > 0 ? negative : positive,
  };
}

function render(parts: DmsParts): string {
  return `${parts.degrees}°${parts.minutes}'${parts.seconds.toFixed(SECOND_DECIMALS)}" ${parts.hemisphere}`;
}

/** `6°10'30.123" LS` */
export function formatLatDms(lat: number): string {
  return render(toDmsParts(lat, 'lat'));
}

/** `106°52'12.000" BT`; the longitude is wrapped into [-180, 180) first. */
export function formatLonDms(lon: number): string {
  return render(toDmsParts(wrapLongitude(lon), 'lon'));
}

/** `6°10'30.123" LS 106°52'12.000" BT`: latitude first, as the map readout shows it. */
export function formatDms(lon: number, lat: number): string {
  return `${formatLatDms(lat)} ${formatLonDms(lon)}`;
}

const DMS_PATTERN =
  /^\s*([+-]?\d+(?:\.\d+)?)\s*°?\s*(?:(\d+(?:\.\d+)?)\s*['′]?\s*)?(?:(\d+(?:\.\d+)?)\s*(?:"|″|'')?\s*)?([A-Za-z]*)\s*$/;

/**
 * Reads one coordinate written in degrees, minutes and seconds with a hemisphere letter,
 * e.g. `6°10'30.123" LS`, `106 52 12 BT`, `8°45' S`. The letters follow SPEC §5: for a
 * latitude a letter containing `u` (or `n`) is north, anything else south; for a longitude
 * one containing `t` (or `e`) is east, anything else west. Without a letter the sign
 * decides. Returns null when the text is not a coordinate or is out of range.
 */
export function parseDms(text: string, axis: Axis): number | null {
  const match = DMS_PATTERN.exec(text);
  if (!match) return null;
  const [, degText = '', minText, secText, letters = ''] = match;
  const degrees = Number(degText);
  const minutes = minText === undefined ? 0 : Number(minText);
  const seconds = secText === undefined ? 0 : Number(secText);
  if (minutes >= 60 || seconds >= 60) return null;
  let value = Math.abs(degrees) + minutes / 60 + seconds / 3600;
  const letter = letters.toLowerCase();
  if (letter === '') {
    if (degText.startsWith('-')) value = -value;
  } else {
    const positive = axis === 'lat' ? /[un]/.test(letter) : /[te]/.test(letter);
    if (!positive) value = -value;
  }
  const limit = axis === 'lat' ? 90 : 180;
  return Math.abs(value) <= limit ? value : null;
}
