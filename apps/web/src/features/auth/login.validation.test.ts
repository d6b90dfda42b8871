import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { validateLogin } from './login.validation.ts';

const shown = (input: { username: string; password: string }) => {
  const invalid = validateLogin(input);
  return invalid && { field: invalid.field, message: i18n.t(invalid.message, { lng: 'en' }) };
};

describe('login validation (SPEC §5)', () => {
  it('asks for the username first', () => {
    expect(shown({ username: '  ', password: '' })).toEqual({
      field: 'username',
      message: 'username can not be empty',
    });
  });

  it('asks for the password', () => {
    expect(shown({ username: 'admin', password: '' })).toEqual({
      field: 'password',
      message: 'password can not be empty',
    });
  });

  it('accepts both filled in', () => {
    expect(validateLogin({ username: 'admin', password: ' x ' })).toBeNull();
  });
});
