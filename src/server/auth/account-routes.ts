import type { Context } from 'hono';
import { saveCredentialsRequestSchema, type Session, type SignedOut } from '../../shared/session';
import type { PlatformTarget } from '../platform/forward-request';
import type { SqlClient } from '../../store/sql-client';
import { isUniqueViolation } from '../../store/sql-errors';
import { credentialsSummary, deleteCredentials, saveCredentials } from './credentials-repository';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import { unauthenticated } from './session-middleware';
import { touchSession, type SignedInSession } from './session-store';
import { verifyApiKey } from './verify-api-key';

export interface AccountRoutesOptions {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  idleTimeoutMs: number;
  mode: Session['mode'];
  environment: string;
  /** Whether reads fall back to a read-only service key. */
  serviceKeyConfigured: boolean;
  now: () => number;
  /**
   * Sandbox mode: the sandbox's own keys and their users. A key found here is known to belong
   * to that user (the sandbox's records say so); any other key's owner is confirmed by its holder.
   */
  knownKeyOwners?: ReadonlyMap<string, string>;
  /** Told of every change to a person's API key, so it goes on the record. */
  keyChanged?: (change: KeyChange, c: Context) => Promise<unknown>;
  /**
   * Asks for a fresh passkey before a key is added or replaced: whoever holds a stolen
   * session must not swap in a key of their own.
   */
  confirmKeyChange?: (
    session: SignedInSession,
    apiKey: string,
    c: Context,
  ) => Promise<{ ok: true } | { ok: false; error: string; message: string }>;
}

/** A change to a person's API key: never the secret, only the key's last four characters. */
export interface KeyChange {
  who: Pick<SignedInSession, 'subject' | 'email' | 'name' | 'roles'>;
  action: 'added' | 'replaced' | 'removed' | 'refused';
  keyLast4?: string;
  detail?: string;
}

/**
 * /api/session and /api/credentials: the signed-in person, their activity and their own API key.
 * GET /session also answers when nobody is signed in; everything else runs behind the session check.
 */
export function accountRoutes(options: AccountRoutesOptions) {
  const { db, now } = options;
  const { app, serve } = dashboardRouter();

  serve('readSession', async (c) => {
    const session = c.get('session');
    c.header('Cache-Control', 'no-store');
    if (session === undefined) {
      const problem = c.get('sessionProblem');
      const answer: SignedOut = {
        signedIn: false,
        reason: problem,
        message: unauthenticated(problem).message,
      };
      return c.json(answer);
    }
    const key = await credentialsSummary(db, session.subject);
    const body: Session = {
      signedIn: true,
      mode: options.mode,
      environment: options.environment,
      person: {
        subject: session.subject,
        name: session.name,
        email: session.email,
        roles: session.roles,
        providerUserId: key?.providerUserId ?? null,
        hasApiKey: key !== undefined,
        readsWithServiceKey: key === undefined && options.serviceKeyConfigured,
      },
      idleExpiresInMs: session.idleExpiresAt - now(),
      absoluteExpiresInMs: session.expiresAt - now(),
    };
    return c.json(body);
  });

  serve('reportActivity', async (c) => {
    const session = signedInSession(c);
    const nowMs = now();
    await touchSession(db, session.idHash, nowMs);
    return c.json({
      idleExpiresInMs: Math.min(options.idleTimeoutMs, session.expiresAt - nowMs),
    });
  });

  serve('readCredentials', async (c) => {
    const session = signedInSession(c);
    const key = await credentialsSummary(db, session.subject);
    c.header('Cache-Control', 'no-store');
    return c.json({
      apiKey:
        key === undefined
          ? null
          : { keyLast4: key.keyLast4, addedAt: key.addedAt, lastUsedAt: key.lastUsedAt },
    });
  });

  serve('saveCredentials', async (c) => {
    const session = signedInSession(c);
    const parsed = saveCredentialsRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join('; ');
      return c.json({ error: 'bad-request', message }, 400);
    }
    const { apiKey, apiSecret } = parsed.data;
    const confirmed = (await options.confirmKeyChange?.(session, apiKey, c)) ?? { ok: true };
    if (!confirmed.ok) {
      await options.keyChanged?.(
        { who: session, action: 'refused', keyLast4: apiKey.slice(-4), detail: confirmed.message },
        c,
      );
      return c.json({ error: confirmed.error, message: confirmed.message }, 403);
    }
    const check = await verifyApiKey(options.target, { apiKey, apiSecret });
    const keyLast4 = apiKey.slice(-4);
    if (!check.ok) {
      await options.keyChanged?.(
        { who: session, action: 'refused', keyLast4, detail: check.message },
        c,
      );
      return c.json({ error: check.error, message: check.message }, check.status);
    }
    const had = await credentialsSummary(db, session.subject);
    try {
      await saveCredentials(
        db,
        options.encryptionKey,
        {
          subject: session.subject,
          apiKey,
          apiSecret,
          providerUserId: options.knownKeyOwners?.get(apiKey) ?? null,
        },
        now(),
      );
    } catch (error) {
      // The key is unique: someone else already stored it.
      if (isUniqueViolation(error)) {
        await options.keyChanged?.(
          { who: session, action: 'refused', keyLast4, detail: 'another person holds this key' },
          c,
        );
        return c.json(
          { error: 'conflict', message: 'Another person has already added this API key.' },
          409,
        );
      }
      throw error;
    }
    await options.keyChanged?.(
      { who: session, action: had === undefined ? 'added' : 'replaced', keyLast4 },
      c,
    );
    const key = await credentialsSummary(db, session.subject);
    return c.json({
      apiKey:
        key === undefined
          ? null
          : { keyLast4: key.keyLast4, addedAt: key.addedAt, lastUsedAt: key.lastUsedAt },
    });
  });

  serve('removeCredentials', async (c) => {
    const session = signedInSession(c);
    if (await deleteCredentials(db, session.subject)) {
      await options.keyChanged?.({ who: session, action: 'removed' }, c);
    }
    return c.json({ apiKey: null });
  });

  return app;
}
