import { describe, expect, it } from 'vitest';
import { validateLogin } from './login.validation.ts';

describe('login validation (SPEC §5)', () => {
  it('asks for the username first', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      field: 'username',
      message: 'username can not be empty',
    });
  });

  it('asks for the password', () => {
    expect(validateLogin({ username: 'admin', password: '' })).toEqual({
      field: 'password',
      message: 'password can not be empty',
    });
  });

  it('accepts both filled in', () => {
    expect(validateLogin({ username: 'admin', password: ' x ' })).toBeNull();
  });
});
