import { CreateUserBody, UpdateUserBody } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { check } from '../../ui/formErrors.ts';
import { bodyOf, formFromUser, roundView } from './userForm.ts';

const filled = {
  ...formFromUser(null),
  firstName: 'Made',
  lastName: 'Wirawan',
  username: 'made',
  password: 'rahasia99',
};

describe('user form (SPEC §5 user management)', () => {
  it("asks for a role: 'Value is Required'", () => {
    expect(check(CreateUserBody, bodyOf(filled, false))).toMatchObject({
      ok: false,
      errors: { role: 'Value is Required' },
    });
  });

  it('needs a port for disnav and sends no centre', () => {
    const disnav = { ...filled, role: 'disnav', center: [1, 2] as [number, number], zoom: 5 };
    expect(check(CreateUserBody, bodyOf(disnav, false))).toMatchObject({
      ok: false,
      errors: { portCode: 'For Disnav, Port Code is Required' },
    });
    const body = bodyOf({ ...disnav, portCode: 'IDBOA' }, false);
    expect(body).toMatchObject({ portCode: 'IDBOA', center: null, zoom: null });
    expect(check(CreateUserBody, body).ok).toBe(true);
  });

  it('needs a centre and zoom for other roles', () => {
    expect(check(CreateUserBody, bodyOf({ ...filled, role: 'visitor' }, false))).toMatchObject({
      ok: false,
      errors: { center: 'center can not be empty', zoom: 'zoom can not be empty' },
    });
  });

  it('refuses long or spaced names', () => {
    const result = check(
      CreateUserBody,
      bodyOf({ ...filled, role: 'admin', firstName: 'a'.repeat(21), lastName: 'Di Bali' }, false),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        firstName: 'Name must be less than 20 characters',
        lastName: 'last name may not contain spaces',
      },
    });
  });

  it('edits without a username, and resets the password only when given', () => {
    const user = {
      id: 7,
      username: 'made',
      fullname: 'Made Wirawan',
      firstName: 'Made',
      lastName: 'Wirawan',
      role: 'visitor' as const,
      active: false,
      sso: false,
      createdAt: 0,
      options: {
        center: [115, -8] as [number, number],
        zoom: 9,
        portCode: null,
        sharedAccount: false,
      },
    };
    const body = bodyOf({ ...formFromUser(user), active: true }, true);
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
    expect(check(UpdateUserBody, body)).toMatchObject({ ok: true, data: { active: true } });
  });

  it('rounds a picked view', () => {
    expect(roundView([115.2166666, -8.7500001], 8.04)).toEqual({
      center: [115.21667, -8.75],
      zoom: 8,
    });
  });
});
