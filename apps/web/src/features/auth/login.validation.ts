import type { MessageKey } from '../../i18n/i18n.ts';

/** SPEC §5 'Login': both fields are required, '{field} can not be empty'. */
export interface LoginInput {
  username: string;
  password: string;
}

/** The message shown under each field that needs one. */
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Every empty field, with the key of its message (shown through `t`), all at once. */
export function validateLogin(input: LoginInput): Partial<Record<keyof LoginInput, MessageKey>> {
  return {
    ...(input.username.trim() === '' ? { username: 'auth.validation.usernameEmpty' } : {}),
    ...(input.password === '' ? { password: 'common.passwordEmpty' } : {}),
  };
}
