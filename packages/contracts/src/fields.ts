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
