import * as client from 'openid-client';
import { roles, type Role } from '../../shared/access';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Ask the provider to authenticate every time (the embedded provider: people switch often). */
  forceLogin: boolean;
}

/** Who signed in, as the provider's ID token (or user info) says. */
export interface SignedInClaims {
  subject: string;
  email: string;
  name: string;
  claims: Readonly<Record<string, unknown>>;
  idToken: string | undefined;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The dashboard as an OpenID Connect relying party (authorization code with
 * PKCE, state and nonce), the same code for the embedded provider and for an
 * organisation's own. The provider's metadata is discovered on first use and
 * again after a failure, so a provider that was down at start-up is picked up.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        // Plain HTTP only when the issuer itself is plain HTTP: the embedded provider on a local
        // dashboard, or tests. Any https issuer gets the library's full TLS checks.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only as a warning sign
        execute: options.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationUrl(checks: AuthorizationChecks): Promise<URL> {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile roles',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(options.forceLogin ? { prompt: 'login' } : {}),
      });
    },

    /** Exchanges the code the provider sent back; throws when any check fails. */
    async complete(callbackUrl: URL, checks: AuthorizationChecks): Promise<SignedInClaims> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (idClaims === undefined) throw new Error('The provider returned no ID token');
      // Some providers put profile claims in user info only.
      const userInfo =
        typeof idClaims.email === 'string' && typeof idClaims.name === 'string'
          ? {}
          : await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const claims: Record<string, unknown> = { ...userInfo, ...idClaims };
      const email = typeof claims.email === 'string' ? claims.email : '';
      const name = typeof claims.name === 'string' ? claims.name : email || idClaims.sub;
      return { subject: idClaims.sub, email, name, claims, idToken: tokens.id_token };
    },

    /** Where to send the browser to end the provider's own session, when it offers that. */
    async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<URL | undefined> {
      const config = await configuration();
      if (config.serverMetadata().end_session_endpoint === undefined) return undefined;
      return client.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
      });
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * The dashboard roles a claim grants. The claim may be a list or a space- or
 * comma-separated string; each value maps through `roleMap`, or counts as
 * itself when it already names a role. Anything else is ignored.
 */
export function rolesFromClaims(
  claims: Readonly<Record<string, unknown>>,
  rolesClaim: string,
  roleMap: ReadonlyMap<string, Role>,
): Role[] {
  const raw = claims[rolesClaim];
  const values = Array.isArray(raw)
    ? raw.filter((value): value is string => typeof value === 'string')
    : typeof raw === 'string'
      ? raw.split(/[\s,]+/)
      : [];
  const granted = new Set<Role>();
  for (const value of values) {
    const role = roleMap.get(value) ?? roles.find((entry) => entry === value);
    if (role !== undefined) granted.add(role);
  }
  return roles.filter((role) => granted.has(role));
}
