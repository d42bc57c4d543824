import Provider from 'oidc-provider';
import { z } from 'zod';

/**
 * An organisation's own identity provider, for the sign-in test: a separate
 * process running oidc-provider with its quick-start login pages, where any
 * login name signs in. Its people carry a `groups` claim, as Entra ID or
 * Okta would send, which the dashboard maps to its roles.
 */
const env = z
  .object({ PORT: z.coerce.number(), REDIRECT_URI: z.string(), CLIENT_SECRET: z.string() })
  .parse(process.env);

const groups: Record<string, string[]> = {
  dana: ['Custody-Approvers', 'Everyone'],
  eve: ['Everyone'],
  ada: ['Custody-Admins'],
};

const provider = new Provider(`http://127.0.0.1:${env.PORT}`, {
  clients: [
    {
      client_id: 'custody-dashboard',
      client_secret: env.CLIENT_SECRET,
      redirect_uris: [env.REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  pkce: { required: () => true },
  scopes: ['openid', 'email', 'profile', 'roles'],
  claims: { openid: ['sub'], email: ['email'], profile: ['name'], roles: ['groups'] },
  conformIdTokenClaims: false,
  findAccount: (_ctx, accountId) => ({
    accountId,
    claims: () => ({
      sub: accountId,
      email: `${accountId}@external.example`,
      name: accountId.charAt(0).toUpperCase() + accountId.slice(1),
      groups: groups[accountId] ?? [],
    }),
  }),
});

provider.listen(env.PORT, '127.0.0.1', () => {
  process.stdout.write('ready\n');
});
