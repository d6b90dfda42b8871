import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { validateLogin } from './login.validation.ts';

const shown = (input: { username: string; password: string }) =>
  Object.fromEntries(
    Object.entries(validateLogin(input)).map(([field, key]) => [field, i18n.t(key, { lng: 'en' })]),
  );

describe('login validation (SPEC §5)', () => {
  it('flags both empty fields at once', () => {
    expect(shown({ username: '  ', password: '' })).toEqual({
      username: 'username can not be empty',
      password: 'password can not be empty',
    });
  });

  it('flags only the password when the username is there', () => {
    expect(shown({ username: 'admin', password: '' })).toEqual({
      password: 'password can not be empty',
    });
  });

  it('flags only the username when the password is there', () => {
    expect(shown({ username: '', password: 'x' })).toEqual({
      username: 'username can not be empty',
    });
  });

  it('accepts both filled in', () => {
    expect(validateLogin({ username: 'admin', password: ' x ' })).toEqual({});
  });
});
