import { Loader, Stack, Text } from '@mantine/core';
import { FramePage } from '../../ui/FramePage.tsx';

const BACK_TO_LOGIN = { to: '/login', label: 'Back to login' };

/** /auth-login: single sign-on starts here once the server has an identity provider. */
export function AuthLoginPage() {
  return (
    <FramePage title="Single sign-on" back={BACK_TO_LOGIN}>
      Single sign-on is not configured yet. The server-side OpenID Connect sign-in arrives with the
      Identity issue; until then please log in with your username and password.
    </FramePage>
  );
}

/** /app/ssodjpl/callback: where the identity provider sends the user back. */
export function SsoCallbackPage() {
  return (
    <FramePage title="Authenticating..." back={BACK_TO_LOGIN}>
      <Stack gap="xs">
        <Loader size="sm" />
        <Text>
          Single sign-on is not configured yet, so there is nothing to complete here. The callback
          arrives with the Identity issue.
        </Text>
      </Stack>
    </FramePage>
  );
}

/** /register: 'Daftar Login' (SPEC §2). */
export function RegisterPage() {
  return (
    <FramePage title="Daftar Login" back={BACK_TO_LOGIN}>
      The registration form (first name, last name, username, password) arrives with the Identity
      issue.
    </FramePage>
  );
}
