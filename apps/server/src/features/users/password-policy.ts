import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN } from '@pantau/contracts';
import { ApiError } from '../../errors.ts';

/**
 * The common passwords no account may use: zxcvbn-ts's list of the most used passwords
 * (`@zxcvbn-ts/language-common`, about 50,000, from leaked password sets), those long
 * enough to pass the length rule, lower-cased.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return common;
}

export const passwordMessages = {
  common: (field: string) => `${field} is one of the most common passwords; please choose another`,
  username: (field: string) => `${field} may not be the username`,
  simple: (field: string) => `${field} may not be one character repeated`,
};

/**
 * Why a new password is refused, or null when it may be used. The length and spaces-only
 * rules are in the contract (`newPassword`); here the ones that need the list or the user.
 */
export function passwordProblem(password: string, username: string, field: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return null;
  const lower = password.toLowerCase();
  if (lower.trim() === username.toLowerCase()) return passwordMessages.username(field);
  if (new Set(lower).size === 1) return passwordMessages.simple(field);
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim())) {
    return passwordMessages.common(field);
  }
  return null;
}

/** Throws the 400 naming the field when a new password is refused. */
export function checkNewPassword(
  password: string,
  username: string,
  field: 'password' | 'newPassword',
): void {
  const problem = passwordProblem(
    password,
    username,
    field === 'password' ? 'password' : 'new password',
  );
  if (problem) throw new ApiError('VALIDATION', { field, message: problem });
}
