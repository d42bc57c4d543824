import type { PlatformTarget } from '../platform/forward-request';
import type { SignInSettings } from '../settings/sign-in-settings';
import type { StoreLocation } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import { actorLookup } from './actor';
import { usageStamper } from './credentials-repository';
import { demoPeople, provisionDemoPeople, type SandboxKey } from './demo-people';
import { credentialsEncryptionKey } from './encryption-key';
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID } from './idp/embedded-provider';
import { idpRoutes, type IdpEvents } from './idp/idp-routes';
import { endProviderSessions } from './idp/store-adapter';
import { createOidcClient } from './oidc-client';
import { sessionCookie } from './session-cookie';
import { readSession } from './session-middleware';
import { sessionByHash } from './session-store';
import { signInRoutes, type SignInEvents } from './sign-in-routes';

export interface AuthOptions {
  db: Database;
  settings: SignInSettings;
  /** Where the server store lives: where a sandbox-only encryption key may be kept. */
  storeLocation: StoreLocation;
  target: PlatformTarget;
  /** Sandbox mode: the demo people's keys, provisioned for them; scripts may sign themselves. */
  sandboxKeys: readonly SandboxKey[] | undefined;
  now: () => number;
  events?: SignInEvents;
  idpEvents?: IdpEvents;
  /** The headers every answer carries, which the embedded provider's own answers need too. */
  securityHeaders?: readonly (readonly [string, string])[];
}

/**
 * Everything sign-in needs, wired once: the session cookie and lookup, the
 * OpenID client (to the organisation's provider, or the embedded one it also
 * sets up here), who each /platform request acts for, and the key that seals
 * API secrets.
 */
export async function createAuth(options: AuthOptions) {
  const { db, settings, now } = options;
  const encryptionKey = await credentialsEncryptionKey(
    settings.encryptionKey,
    options.storeLocation,
  );
  const cookie = sessionCookie(settings.publicUrl);
  const redirectUri = `${settings.publicUrl}/auth/callback`;
  const sandbox = options.sandboxKeys !== undefined;
  if (options.sandboxKeys !== undefined) {
    await provisionDemoPeople(db, encryptionKey, options.sandboxKeys, now());
  }

  let embedded: Awaited<ReturnType<typeof createEmbeddedProvider>> | undefined;
  let oidc;
  if (settings.provider.kind === 'external') {
    oidc = createOidcClient({ ...settings.provider, redirectUri, forceLogin: false });
  } else {
    embedded = await createEmbeddedProvider(db, settings.publicUrl);
    oidc = createOidcClient({
      issuer: embedded.issuer,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: embedded.clientSecret,
      redirectUri,
      // People switch often on the embedded provider: always show who signs in.
      forceLogin: true,
    });
  }

  return {
    encryptionKey,
    readSession: readSession(db, cookie, settings, now),
    signInRoutes: signInRoutes({
      db,
      oidc,
      settings,
      cookie,
      now,
      ...(embedded === undefined
        ? {}
        : { endProviderSession: (subject: string) => endProviderSessions(db, subject) }),
      ...(options.events === undefined ? {} : { events: options.events }),
    }),
    idpRoutes:
      embedded === undefined
        ? undefined
        : idpRoutes({
            db,
            provider: embedded.provider,
            demoPeople: sandbox ? demoPeople : [],
            trustedProxyHops: settings.trustedProxyHops,
            ...(options.securityHeaders === undefined
              ? {}
              : { securityHeaders: options.securityHeaders }),
            now,
            ...(options.idpEvents === undefined ? {} : { events: options.idpEvents }),
          }),
    actorOf: actorLookup(db, encryptionKey, sandbox),
    /** Until when a session is live now, or undefined once it has ended (expired ones end here). */
    sessionLiveUntil: async (idHash: string) => {
      const found = await sessionByHash(db, idHash, settings, now());
      return found.state === 'active' ? found.session.idleExpiresAt : undefined;
    },
    markUsed: usageStamper(db, now),
  };
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
