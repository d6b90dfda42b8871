import { describe, expect, it } from 'vitest';
import { staysAfterRegistering } from './register.ts';

describe('after registering (SPEC §5)', () => {
  const body = { firstName: 'Sari', lastName: 'Dewi', username: 'sari', password: 'rahasia99' };
  it('goes to /login', () => expect(staysAfterRegistering(body)).toBe(false));
  it("stays when the data contains 'dephub'", () => {
    expect(staysAfterRegistering({ ...body, username: 'dephub_1' })).toBe(true);
  });
});
