import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import type { SqlClient } from '../../../store/sql-client';
import { checkPassword, lockedUntil, type IdpAccount } from './idp-accounts';
import { IDP_PATH } from './embedded-provider';
import { renderProviderError, renderSignInPage, type DemoChoice } from './idp-pages';

type IdpContext = Context<{ Bindings: HttpBindings }>;

export interface IdpRoutesOptions {
  db: SqlClient;
  provider: Provider;
  /** Sandbox mode: people offered for one-click sign-in. Empty otherwise. */
  demoPeople: readonly DemoChoice[];
  now?: () => number;
  events?: IdpEvents;
}

/** Told of every refused password and every account lock, so each goes on the record. */
export interface IdpEvents {
  /** The email as typed; never the password. */
  passwordRefused?: (email: string, reason: 'wrong' | 'locked', c: Context) => Promise<unknown>;
  accountLocked?: (account: IdpAccount, until: number, c: Context) => Promise<unknown>;
}

function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

function lockedMessage(until: number): string {
  const time = new Date(until).toISOString().slice(11, 16);
  return `Too many wrong passwords: this account is locked until ${time} UTC. Try again then, or ask an administrator.`;
}

/**
 * The embedded provider under /idp: its own sign-in pages (the interactions)
 * and, for everything else, oidc-provider itself, handed the raw Node request.
 */
export function idpRoutes({ db, provider, demoPeople, now = Date.now, events }: IdpRoutesOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();

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
    await provider.interactionFinished(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return RESPONSE_ALREADY_SENT;
  }

  app.get('/interaction/:uid', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    c.header('Cache-Control', 'no-store');
    return c.html(renderSignInPage({ uid: details.uid, demoPeople }));
  });

  app.post('/interaction/:uid/login', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    const form = await c.req.parseBody();
    const email = formText(form, 'email');
    const check = await checkPassword(db, email, formText(form, 'password'), now());
    if (check.ok) return finish(c, { login: { accountId: check.account.accountId } });
    await events?.passwordRefused?.(email, check.reason, c);
    if (check.reason === 'locked' && check.justLocked)
      await events?.accountLocked?.(check.account, check.until, c);
    const error =
      check.reason === 'locked' ? lockedMessage(check.until) : 'Wrong email or password.';
    return c.html(renderSignInPage({ uid: details.uid, demoPeople, email, error }), 401);
  });

  app.post('/interaction/:uid/demo', async (c) => {
    const details = await interaction(c);
    if (details === undefined) return expired(c);
    const accountId = formText(await c.req.parseBody(), 'accountId');
    const person = demoPeople.find((entry) => entry.accountId === accountId);
    if (person === undefined) {
      return c.html(
        renderSignInPage({ uid: details.uid, demoPeople, error: 'No such demo person.' }),
        400,
      );
    }
    const locked = await lockedUntil(db, person.accountId, now());
    if (locked !== undefined) {
      await events?.passwordRefused?.(person.accountId, 'locked', c);
      return c.html(
        renderSignInPage({ uid: details.uid, demoPeople, error: lockedMessage(locked) }),
        401,
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
    const request = c.env.incoming;
    // oidc-provider reads its mount path from originalUrl, as when mounted in Express.
    Object.assign(request, { originalUrl: request.url });
    request.url = (request.url ?? '').slice(IDP_PATH.length) || '/';
    void callback(request, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });

  return app;
}
