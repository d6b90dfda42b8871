import type { MessageKey } from '../../i18n/i18n.ts';

/** SPEC §5 'Login': both fields are required, '{field} can not be empty'. */
export interface LoginInput {
  username: string;
  password: string;
}

export interface FieldError {
  field: keyof LoginInput;
  message: string;
}

/** The first empty field, with the key of its message (shown through `t`). */
export function validateLogin(
  input: LoginInput,
): { field: keyof LoginInput; message: MessageKey } | null {
  if (input.username.trim() === '') {
    return { field: 'username', message: 'auth.validation.usernameEmpty' };
  }
  if (input.password === '') {
    return { field: 'password', message: 'auth.validation.passwordEmpty' };
  }
  return null;
}
