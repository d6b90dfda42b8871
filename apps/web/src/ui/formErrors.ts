import { ApiError } from '../api/http.ts';
import { i18n } from '../i18n/i18n.ts';

/** Messages by field name: what a form shows under each input. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A contracts zod schema, seen only through `safeParse` (the web app needs no zod import). */
export interface Checkable<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message for each field, keyed by the issue's top-level path. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? key : '';
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Checks a form against the same contract schema the server uses (instant feedback with the
 * server's messages): the parsed body, or the messages by field.
 */
export function check<T>(
  schema: Checkable<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}

/**
 * Where to show a failed call: under the field the server named when the form has it,
 * else as an alert.
 */
export function placeError(
  error: unknown,
  fields: readonly string[],
): { fields: FieldErrors; alert: string | null } {
  if (error instanceof ApiError) {
    if (error.field && fields.includes(error.field)) {
      return { fields: { [error.field]: error.message }, alert: null };
    }
    return { fields: {}, alert: error.message };
  }
  return { fields: {}, alert: i18n.t('common.serverUnreachable') };
}
