import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
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

/**
 * The guess estimate (zxcvbn-ts, with its common passwords, names and words, keyboard
 * patterns, sequences, dates and l33t): a password it scores below 2 (fewer than a million
 * guesses) falls to an online attacker who tries the obvious — a word with a few digits
 * (`pantau123`), a sequence (`abcdefgh`), a keyboard row. The product's name and the
 * username count as known words.
 */
let estimator: ZxcvbnFactory | undefined;
const GUESSABLE_BELOW = 2;
const PRODUCT_WORDS = ['pantau'];

export const passwordMessages = {
  common: (field: string) => `${field} is one of the most common passwords; please choose another`,
  username: (field: string) => `${field} may not be the username`,
  simple: (field: string) => `${field} may not be one character repeated`,
  guessable: (field: string) =>
    `${field} is too easy to guess (a common word, name or sequence with a few digits); please choose a longer one`,
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
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (estimator.check(password, [...PRODUCT_WORDS, username]).score < GUESSABLE_BELOW) {
    return passwordMessages.guessable(field);
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
