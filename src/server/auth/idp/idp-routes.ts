import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import type { Database } from '../../../store/sql-client';
import { clientAddress } from '../client-address';
import { IDP_PATH } from './embedded-provider';
import { findAccount } from './idp-accounts';
import { renderProviderError, renderSignInPage, type DemoChoice } from './idp-pages';
import { passwordSignIn, refusalMessage } from './password-sign-in';

type IdpContext = Context<{ Bindings: HttpBindings }>;

export interface IdpRoutesOptions {
  db: Database;
  provider: Provider;
  /** Sandbox mode: people offered for one-click sign-in. Empty otherwise. */
  demoPeople: readonly DemoChoice[];
  /** Proxies in front of the server, to find the address a password try comes from. */
  trustedProxyHops?: number;
  /**
   * The headers every answer carries (CSP, X-Frame-Options, nosniff...). oidc-provider
   * writes its answers to the socket itself, past the app's middleware, so they are set on
   * the raw response before it takes over.
   */
  securityHeaders?: readonly (readonly [string, string])[];
  now?: () => number;
  events?: IdpEvents;
}

/** Told of every refused password, so each goes on the record. */
export interface IdpEvents {
  /**
   * The email as typed, never the password: `wrong` (or no such account), or `throttled`
   * (refused unchecked while the address waits, until `detail` says).
   */
  passwordRefused?: (
    email: string,
    reason: 'wrong' | 'throttled',
    detail: string,
    c: Context,
  ) => Promise<unknown>;
}

function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The embedded provider under /idp: its own sign-in pages (the interactions)
 * and, for everything else, oidc-provider itself, handed the raw Node request.
 */
export function idpRoutes({
  db,
  provider,
  demoPeople,
  trustedProxyHops = 0,
  securityHeaders = [],
  now = Date.now,
  events,
}: IdpRoutesOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  // Set before oidc-provider renders: it adds the hash of an inline script it writes (the
  // end-session page's self-submitting form) to the script-src it finds here.
  const guard = (c: IdpContext) => {
    for (const [name, value] of securityHeaders) c.env.outgoing.setHeader(name, value);
  };

  /** The interaction in progress, or a page explaining that it is gone. */
  async function interaction(c: IdpContext) {
    try {
      return await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    } catch {
      return undefined;
    }
  }

  const expired = (c: IdpContext) =>
    c.html(
      renderProviderError(
        'This sign-in page has expired or was opened in another browser. Start again from the dashboard.',
      ),
      400,
    );

  async function finish(c: IdpContext, result: Parameters<Provider['interactionFinished']>[2]) {
    guard(c);
    await provider.interactionFinished(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return RESPONSE_ALREADY_SENT;
  }

  /** The demo people an administrator has not deactivated: only they are offered. */
  async function offeredDemoPeople(): Promise<DemoChoice[]> {
    const active = await Promise.all(
      demoPeople.map(async (person) => (await findAccount(db, person.accountId)) !== undefined),
    );
    return demoPeople.filter((_, index) => active[index]);
  }

  app.get('/interaction/:uid', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    c.header('Cache-Control', 'no-store');
    return c.html(renderSignInPage({ uid: details.uid, demoPeople: await offeredDemoPeople() }));
  });

  app.post('/interaction/:uid/login', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    const form = await c.req.parseBody();
    const email = formText(form, 'email');
    const outcome = await passwordSignIn(
      db,
      { email, password: formText(form, 'password'), address: clientAddress(c, trustedProxyHops) },
      now,
    );
    if (outcome.kind === 'signed-in')
      return finish(c, { login: { accountId: outcome.account.accountId } });
    const error = refusalMessage(outcome, now());
    await events?.passwordRefused?.(
      email,
      outcome.kind === 'wait' ? 'throttled' : 'wrong',
      error,
      c,
    );
    if (outcome.kind === 'wait') {
      c.header('Retry-After', String(Math.max(1, Math.ceil((outcome.untilMs - now()) / 1000))));
    }
    return c.html(
      renderSignInPage({ uid: details.uid, demoPeople: await offeredDemoPeople(), email, error }),
      outcome.kind === 'wait' ? 429 : 401,
    );
  });

  app.post('/interaction/:uid/demo', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    const accountId = formText(await c.req.parseBody(), 'accountId');
    const offered = await offeredDemoPeople();
    const person = offered.find((entry) => entry.accountId === accountId);
    if (person === undefined) {
      return c.html(
        renderSignInPage({ uid: details.uid, demoPeople: offered, error: 'No such demo person.' }),
        400,
      );
    }
    return finish(c, { login: { accountId: person.accountId } });
  });

  app.post('/interaction/:uid/abort', async (c) => {
    if ((await interaction(c)) === undefined) return expired(c);
    return finish(c, {
      error: 'access_denied',
      error_description: 'Sign-in was cancelled.',
    });
  });

  const callback = provider.callback();
  app.all('*', (c) => {
    guard(c);
    const request = c.env.incoming;
    // oidc-provider reads its mount path from originalUrl, as when mounted in Express.
    Object.assign(request, { originalUrl: request.url });
    request.url = (request.url ?? '').slice(IDP_PATH.length) || '/';
    void callback(request, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });

  return app;
}
