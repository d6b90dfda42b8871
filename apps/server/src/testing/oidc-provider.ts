import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a loopback port, for SSO tests.
 * Its development login form takes any login; the account's claims come from `accounts`
 * (unknown logins get just a name).
 */
export async function startTestProvider(opts: {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  accounts: Record<string, Record<string, unknown>>;
}): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        ...(opts.clientSecret
          ? { client_secret: opts.clientSecret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: [opts.redirectUri],
        post_logout_redirect_uris: [opts.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'groups'],
      email: ['email'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, name: id, ...opts.accounts[id] }),
    }),
    // ID tokens carry the profile claims so the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['pantau-test-provider-cookie-key'] },
  });
  provider.on('server_error', () => undefined);
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
