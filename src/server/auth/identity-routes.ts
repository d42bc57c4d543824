import type { Context } from 'hono';
import {
  confirmIdentityRequestSchema,
  type ProviderIdentity,
} from '../../shared/provider-identity';
import type { SqlClient } from '../../store/sql-client';
import type { PlatformTarget } from '../platform/forward-request';
import type { Credentials } from '../platform/signing';
import {
  credentialsOf,
  credentialsSummary,
  otherHolderOf,
  setProviderUser,
} from './credentials-repository';
import { creatorsOf, organizationMembers } from './provider-members';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import type { SignedInSession } from './session-store';

export interface IdentityRoutesOptions {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  /** The organization served, as the person's key reads it; undefined with the reason. */
  organizationOf: (
    credentials: Credentials,
  ) => Promise<{ ok: true; organizationId: string } | { ok: false; message: string }>;
  /** Orders the person placed through the dashboard since a time (the audit log knows). */
  ordersPlacedBy: (subject: string, sinceMs: number) => Promise<string[]>;
  now: () => number;
  /** Puts a confirmation, a refused one or a reset on the record. */
  confirmed?: (
    who: SignedInSession,
    outcome: { userId: string | null; refused?: string },
    c: Context,
  ) => Promise<unknown>;
}

type Gathered =
  | { ok: false; identity: ProviderIdentity }
  | {
      ok: true;
      apiKey: string;
      members: { userId: string; name: string | null }[];
      creators: { orderId: string; createdBy: string }[];
    };

/**
 * /api/identity: which provider user the person's key belongs to. The person says which member
 * they are, once; the server checks it against the members list and the `createdBy` of the
 * orders they placed with the key, and keeps it with the key (a new key starts unknown).
 */
export function identityRoutes(options: IdentityRoutesOptions) {
  const { db, target } = options;
  const { app, serve } = dashboardRouter();

  /** What the provider says: the members, and who created the person's own orders. */
  async function gather(subject: string): Promise<Gathered> {
    const summary = await credentialsSummary(db, subject);
    const credentials = await credentialsOf(db, options.encryptionKey, subject);
    if (summary === undefined || credentials === undefined) {
      return { ok: false, identity: { status: 'no-key' } };
    }
    const organization = await options.organizationOf(credentials);
    if (!organization.ok) {
      return { ok: false, identity: { status: 'unavailable', message: organization.message } };
    }
    const members = await organizationMembers(target, credentials, organization.organizationId);
    if (!members.ok) {
      return { ok: false, identity: { status: 'unavailable', message: members.message } };
    }
    const orderIds = await options.ordersPlacedBy(subject, summary.addedAt);
    const creators = await creatorsOf(target, credentials, orderIds);
    return { ok: true, apiKey: credentials.apiKey, members: members.data, creators };
  }

  async function current(subject: string): Promise<ProviderIdentity> {
    const summary = await credentialsSummary(db, subject);
    if (summary === undefined) return { status: 'no-key' };
    if (summary.providerUserId !== null) {
      return {
        status: 'confirmed',
        userId: summary.providerUserId,
        confirmedAt: summary.providerUserConfirmedAt,
      };
    }
    const gathered = await gather(subject);
    if (!gathered.ok) return gathered.identity;
    return {
      status: 'unconfirmed',
      members: gathered.members,
      seenOnOwnOrders: [...new Set(gathered.creators.map((entry) => entry.createdBy))],
    };
  }

  serve('readIdentity', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await current(signedInSession(c).subject));
  });

  serve('confirmIdentity', async (c) => {
    const session = signedInSession(c);
    const refuse = async (status: 400 | 409 | 502, error: string, message: string) => {
      await options.confirmed?.(session, { userId: null, refused: message }, c);
      return c.json({ error, message }, status);
    };
    const parsed = confirmIdentityRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return refuse(400, 'bad-request', parsed.error.issues.map((i) => i.message).join('; '));
    }
    const { userId } = parsed.data;
    const gathered = await gather(session.subject);
    if (!gathered.ok) {
      const { identity } = gathered;
      return identity.status === 'unavailable'
        ? refuse(502, 'upstream-unavailable', identity.message)
        : refuse(
            400,
            'no-api-key',
            'Add your API key first: it is the key whose owner you confirm.',
          );
    }
    const nameOf = (id: string) =>
      gathered.members.find((member) => member.userId === id)?.name ?? id;
    if (!gathered.members.some((member) => member.userId === userId)) {
      return refuse(400, 'bad-request', `${userId} is not a member of the organization.`);
    }
    const other = gathered.creators.find((entry) => entry.createdBy !== userId);
    if (other !== undefined) {
      return refuse(
        409,
        'conflict',
        `Order ${other.orderId}, which you placed with this key, was created by ${nameOf(other.createdBy)}, not ${nameOf(userId)}: the key belongs to ${nameOf(other.createdBy)}.`,
      );
    }
    const holder = await otherHolderOf(db, userId, session.subject);
    if (holder !== undefined) {
      return refuse(409, 'conflict', `${holder} has already confirmed being ${nameOf(userId)}.`);
    }
    const saved = await setProviderUser(
      db,
      { subject: session.subject, apiKey: gathered.apiKey, userId },
      options.now(),
    );
    if (!saved) {
      return refuse(
        409,
        'conflict',
        'Your API key changed meanwhile: confirm again for the new key.',
      );
    }
    await options.confirmed?.(session, { userId }, c);
    return c.json(await current(session.subject));
  });

  serve('forgetIdentity', async (c) => {
    const session = signedInSession(c);
    const credentials = await credentialsOf(db, options.encryptionKey, session.subject);
    if (credentials !== undefined) {
      await setProviderUser(
        db,
        { subject: session.subject, apiKey: credentials.apiKey, userId: null },
        options.now(),
      );
      await options.confirmed?.(session, { userId: null }, c);
    }
    return c.json(await current(session.subject));
  });

  return app;
}
