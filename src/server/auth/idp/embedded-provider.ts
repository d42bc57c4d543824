import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import type { SqlClient } from '../../../store/sql-client';
import { sharedSecret } from '../server-secrets';
import { findAccount } from './idp-accounts';
import { renderLogoutPage, renderProviderError, renderSignedOutPage } from './idp-pages';
import { storeAdapter } from './store-adapter';

/** The dashboard's client at the embedded provider. */
export const EMBEDDED_CLIENT_ID = 'custody-ops-dashboard';
/** Where the embedded provider lives on the dashboard's own origin. */
export const IDP_PATH = '/idp';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientSecret: string;
}

const jwkSchema = z.looseObject({ kty: z.string(), kid: z.string() });

function newSigningKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    use: 'sig',
    alg: 'RS256',
  });
}

/** First-party client: the person consents by signing in, so a grant is made at once. */
async function autoGrant(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const clientId = ctx.oidc.client?.clientId;
  const accountId = ctx.oidc.session?.accountId;
  if (clientId === undefined || accountId === undefined) return undefined;
  const existing = ctx.oidc.session?.grantIdFor(clientId);
  if (existing !== undefined) {
    const grant = await Grant.find(existing);
    if (grant) return grant;
  }
  const grant = new Grant({ clientId, accountId });
  grant.addOIDCScope('openid email profile roles');
  await grant.save();
  return grant;
}

/**
 * The identity provider the dashboard hosts itself at /idp when no
 * OIDC_ISSUER is set: oidc-provider, with its state, signing key and cookie
 * keys in the server store so every instance serves the same provider. The
 * dashboard reaches it through the same OpenID client code as an external one.
 */
export async function createEmbeddedProvider(
  db: SqlClient,
  publicUrl: string,
): Promise<EmbeddedProvider> {
  const issuer = `${publicUrl}${IDP_PATH}`;
  const signingKey = jwkSchema.parse(
    JSON.parse(await sharedSecret(db, 'idp-signing-key', newSigningKey)),
  );
  const cookieKey = await sharedSecret(db, 'idp-cookie-key', () =>
    randomBytes(32).toString('base64url'),
  );
  const clientSecret = await sharedSecret(db, 'idp-client-secret', () =>
    randomBytes(32).toString('base64url'),
  );
  const secure = issuer.startsWith('https:');

  const configuration: Configuration = {
    adapter: storeAdapter(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/sign-in`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'roles'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'], roles: ['roles'] },
    // The dashboard reads who signed in from the ID token itself.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, accountId) => {
      const account = await findAccount(db, accountId);
      if (account === undefined) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          name: account.name,
          roles: account.roles,
        }),
      };
    },
    loadExistingGrant: autoGrant,
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // In the dashboard's own look, with nothing fetched from elsewhere (the CSP allows none).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
    },
    cookies: {
      keys: [cookieKey],
      long: { httpOnly: true, sameSite: 'lax', secure },
      short: { httpOnly: true, sameSite: 'lax', secure },
    },
    jwks: { keys: [signingKey] },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: 14 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(out.error_description ?? out.error);
    },
  };
  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to build https URLs.
  provider.proxy = secure;
  return { provider, issuer, clientSecret };
}
