import { RegisterBody } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { check, placeError } from './formErrors.ts';

describe('form errors', () => {
  it("checks a form with the contract's messages, one per field", () => {
    const result = check(RegisterBody, {
      firstName: '',
      lastName: 'abcdefghijk',
      username: 'sa/ri',
      password: 'short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'first name can not be empty',
        lastName: 'last name may not be greater than 10 characters',
        username: 'username sa/ri does not match ^[A-Za-z0-9_-]+$',
        password: 'password must be at least 8 characters',
      },
    });
  });

  it('answers the parsed body when valid', () => {
    const body = { firstName: 'Sari', lastName: 'Dewi', username: 'sari', password: 'rahasia99' };
    expect(check(RegisterBody, body)).toEqual({ ok: true, data: body });
  });

  it("puts the server's message under its field, else in an alert", () => {
    const taken = new ApiError(409, { code: 'X', message: 'taken', field: 'username' });
    expect(placeError(taken, ['username'])).toEqual({
      fields: { username: 'taken' },
      alert: null,
    });
    expect(placeError(taken, ['password'])).toEqual({ fields: {}, alert: 'taken' });
    expect(placeError(new TypeError('fetch failed'), []).alert).toMatch(/can not be reached/);
  });
});
