import { z } from 'zod';

/** The spec's shared messages (SPEC §5 'Shared messages'), one place. */
export const messages = {
  required: (field: string) => `${field} can not be empty`,
  max: (field: string, length: number) => `${field} may not be greater than ${length} characters`,
  regex: (field: string, value: unknown, re: RegExp) =>
    `${field} ${String(value)} does not match ${re.source}`,
};

/** Letters, digits, hyphen and underscore (the spec's 'disallowed characters' preset). */
export const USERNAME_RE = /^[A-Za-z0-9_-]+$/;

/** A required string with the spec's messages for empty and too long. */
export function requiredText(field: string, max: number, maxMessage = messages.max(field, max)) {
  return z
    .string({ error: messages.required(field) })
    .min(1, messages.required(field))
    .max(max, maxMessage);
}

/**
 * Characters no name may hold: C0 controls, DEL, C1 controls, and the bidi overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) that make a name read differently than it is.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** In multi-line text (notes): the same, but tab and newline are allowed. */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const textMessages = {
  controls: (field: string) =>
    `${field} may not contain control characters or text-direction overrides`,
  wholeNumber: (field: string) => `${field} must be a whole number written in digits`,
  day: (field: string) => `${field} must be a real calendar day, YYYY-MM-DD`,
};

/**
 * One line of text a person names something with (user and API user names, source names,
 * bookmark groups, map features): trimmed before the length checks, so spaces alone are
 * empty; no control characters, no bidi overrides or isolates.
 */
export function singleLineText(
  field: string,
  max: number,
  opts: { maxMessage?: string; requiredMessage?: string } = {},
) {
  const required = opts.requiredMessage ?? messages.required(field);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, opts.maxMessage ?? messages.max(field, max))
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), textMessages.controls(field));
}

/**
 * Free text over several lines (vessel notes): line ends become `\n`, trimmed; tab and
 * newline are the only control characters allowed; no bidi overrides or isolates.
 */
export function multiLineText(field: string, max: number, emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, emptyMessage)
    .max(max, messages.max(field, max))
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), textMessages.controls(field));
}

/**
 * A whole number in a path or query: ASCII digits only (no `0x10`, no spaces, no sign, no
 * exponent), then a number between `min` and `max`.
 */
export function wholeNumber(field: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string({ error: textMessages.wholeNumber(field) })
    .regex(/^[0-9]{1,16}$/, textMessages.wholeNumber(field))
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${field} must be at least ${min}`)
        .max(max, `${field} must be at most ${max}`),
    );
}

/** A calendar day `YYYY-MM-DD` that exists (no month 13, no 30 February). */
export function calendarDay(field: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be YYYY-MM-DD`)
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, d));
      return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    }, textMessages.day(field));
}

/** Passwords: at least 8, at most 128 characters (long enough for a passphrase). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * A new password's shape (the server also refuses common ones and the username): never
 * trimmed, but spaces alone are refused.
 */
export function newPassword(field: string) {
  return z
    .string({ error: messages.required(field) })
    .min(1, messages.required(field))
    .min(PASSWORD_MIN, `${field} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, messages.max(field, PASSWORD_MAX))
    .refine((v) => v.trim() !== '', `${field} may not be only spaces`);
}

/**
 * A box in a query string, `west,south,east,north` in degrees, read into numbers: each within
 * -180..180 or -90..90, south not north of north; west greater than east crosses the
 * antimeridian. The field and the reason when it is not (a 400, never a 500 further in).
 */
export function bboxText(field = 'bbox') {
  return z
    .string()
    .regex(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/, `${field} must be west,south,east,north`)
    .transform((v) => v.split(',').map(Number) as [number, number, number, number])
    .refine((b) => b.every(Number.isFinite), `${field} must be west,south,east,north`)
    .refine(
      ([w, s, e, n]) =>
        [w, e].every((x) => x >= -180 && x <= 180) && [s, n].every((y) => y >= -90 && y <= 90),
      `${field} must be west,south,east,north within -180..180 and -90..90`,
    )
    .refine(([, s, , n]) => s <= n, `${field} must have its south no further north than its north`);
}
