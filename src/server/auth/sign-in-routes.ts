import { Hono, type Context } from 'hono';
import * as client from 'openid-client';
import type { SignInSettings } from '../settings/sign-in-settings';
import type { Database } from '../../store/sql-client';
import { flowCookie } from './flow-cookie';
import type { OidcClient } from './oidc-client';
import { rolesFromClaims } from './oidc-client';
import { upsertPerson } from './people-repository';
import { safeReturnTo } from './return-to';
import type { SessionCookie } from './session-cookie';
import type { AuthVariables } from './session-middleware';
import { createSession, endSession } from './session-store';
import { saveSignInFlow, takeSignInFlow } from './sign-in-flows';

/** Why a sign-in failed, as the sign-in page explains it (`/sign-in?error=…`). */
export type SignInFailure =
  'state' | 'browser' | 'expired' | 'denied' | 'no-role' | 'provider' | 'unavailable';

/** Who signed in or out, for the record. */
export interface SignedInPerson {
  subject: string;
  email: string;
  name: string;
  roles: readonly string[];
}

/** Told of every sign-in, failed sign-in and sign-out, so each goes on the record. */
export interface SignInEvents {
  signedIn?: (who: SignedInPerson, c: Context) => Promise<unknown>;
  signInFailed?: (reason: SignInFailure, detail: string, c: Context) => Promise<unknown>;
  signedOut?: (who: SignedInPerson, c: Context) => Promise<unknown>;
}

export interface SignInRoutesOptions {
  db: Database;
  oidc: OidcClient;
  settings: SignInSettings;
  cookie: SessionCookie;
  now: () => number;
  /** The embedded provider ends its own session here; an external one through its logout page. */
  endProviderSession?: (subject: string) => Promise<void>;
  events?: SignInEvents;
}

/** /auth: leaving for the identity provider, coming back from it, and signing out. */
export function signInRoutes({
  db,
  oidc,
  settings,
  cookie,
  now,
  endProviderSession,
  events,
}: SignInRoutesOptions) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const publicOrigin = new URL(settings.publicUrl).origin;
  const flows = flowCookie(settings.publicUrl);
  const failed = async (c: Context, reason: SignInFailure, detail: string) => {
    await events?.signInFailed?.(reason, detail, c);
    return c.redirect(`/sign-in?error=${reason}`);
  };

  app.get('/sign-in', async (c) => {
    const returnTo = safeReturnTo(c.req.query('returnTo'), publicOrigin);
    const here = new URL(c.req.url);
    // The session cookie belongs to PUBLIC_URL's origin: begin there, or the callback loses it.
    if (here.origin !== publicOrigin) {
      return c.redirect(
        `${settings.publicUrl}/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
      );
    }
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
      bindingHash: flows.begin(c),
    };
    let target: URL;
    try {
      target = await oidc.authorizationUrl(flow);
    } catch (error) {
      return failed(c, 'unavailable', error instanceof Error ? error.message : String(error));
    }
    await saveSignInFlow(db, flow, now());
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.toString());
  });

  app.get('/callback', async (c) => {
    const state = c.req.query('state');
    const taken =
      state === undefined ? { found: false as const } : await takeSignInFlow(db, state, now());
    if (!taken.found) return failed(c, 'state', 'unknown or reused state');
    // Login CSRF: someone else's callback URL, opened here, must not sign this browser in.
    if (!flows.matches(c, taken.flow.bindingHash)) {
      return failed(c, 'browser', 'the sign-in was begun in another browser');
    }
    if (taken.expired) return failed(c, 'expired', 'the sign-in took too long');
    const providerError = c.req.query('error');
    if (providerError !== undefined) {
      const reason = providerError === 'access_denied' ? 'denied' : 'provider';
      return failed(c, reason, `${providerError}: ${c.req.query('error_description') ?? ''}`);
    }
    let signedIn;
    try {
      // The public URL, not the one this process saw behind a proxy: the provider checks it.
      const callbackUrl = new URL(
        `${settings.publicUrl}/auth/callback${new URL(c.req.url).search}`,
      );
      signedIn = await oidc.complete(callbackUrl, taken.flow);
    } catch (error) {
      return failed(c, 'provider', error instanceof Error ? error.message : String(error));
    }
    const roles = rolesFromClaims(signedIn.claims, settings.rolesClaim, settings.roleMap);
    if (roles.length === 0) return failed(c, 'no-role', `${signedIn.email} has no dashboard role`);
    const nowMs = now();
    const person = { subject: signedIn.subject, email: signedIn.email, name: signedIn.name, roles };
    await upsertPerson(db, person, nowMs);
    const previous = c.get('session');
    if (previous !== undefined) await endSession(db, previous.idHash);
    const id = await createSession(
      db,
      { subject: person.subject, roles, idToken: signedIn.idToken },
      settings,
      nowMs,
    );
    cookie.write(c, id);
    await events?.signedIn?.(person, c);
    return c.redirect(taken.flow.returnTo);
  });

  app.post('/sign-out', async (c) => {
    const session = c.get('session');
    const signedOut = '/sign-in?signedOut=1';
    cookie.clear(c);
    if (session === undefined) return c.json({ redirectTo: signedOut });
    await endSession(db, session.idHash);
    await events?.signedOut?.(session, c);
    if (endProviderSession) {
      await endProviderSession(session.subject);
      return c.json({ redirectTo: signedOut });
    }
    const atProvider =
      session.idToken === null
        ? undefined
        : await oidc
            .endSessionUrl(session.idToken, `${settings.publicUrl}${signedOut}`)
            .catch(() => undefined);
    return c.json({ redirectTo: atProvider?.toString() ?? signedOut });
  });

  return app;
}
