import type { RegisterBody } from '@pantau/contracts';

/** SPEC §5: a registration whose data contains 'dephub' stays on the form; others go to /login. */
export function staysAfterRegistering(body: RegisterBody): boolean {
  return Object.values(body).some((v) => v.toLowerCase().includes('dephub'));
}
