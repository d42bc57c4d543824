import type { Context } from 'hono';
import {
  chooseOrganizationRequestSchema,
  type OrganizationChoice,
  type ServedOrganization,
} from '../../shared/provider-identity';
import type { Database } from '../../store/sql-client';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import type { SignedInSession } from '../auth/session-store';
import type { PlatformTarget } from '../platform/forward-request';
import type { Credentials } from '../platform/signing';
import { ORGANIZATION_CHOSEN_CHANNEL, replaceOrganization } from './organization-choice';
import {
  listedOrganizations,
  servedOrganization,
  type ConfiguredOrganization,
} from './served-organization';

export interface OrganizationRoutesOptions {
  db: Database;
  target: PlatformTarget;
  configured: ConfiguredOrganization | undefined;
  /** The key the server reads with for a person: their own, else the read-only service key. */
  readKeyOf: (subject: string) => Promise<Credentials | undefined>;
  now: () => number;
  /** Puts an administrator's choice, or a refused one, on the record. */
  chosen?: (who: SignedInSession, outcome: OrganizationChosen, c: Context) => Promise<unknown>;
}

/** What an administrator's choice did, for the record: the organization before and after. */
export type OrganizationChosen =
  | { refused: string; organizationId: string }
  | { refused?: undefined; chosen: string; previous: string | null };

/** "Northwind Lending (org-b)": an organization as the record names it. */
function named(listed: readonly OrganizationChoice[], organizationId: string): string {
  const name = listed.find((entry) => entry.organizationId === organizationId)?.organizationName;
  return name === undefined || name === null ? organizationId : `${name} (${organizationId})`;
}

/**
 * /api/organization: which organization the dashboard serves, and an administrator's choice of
 * it when the API lists several. Kept apart so an administration console can take it over.
 */
export function organizationRoutes(options: OrganizationRoutesOptions) {
  const { app, serve } = dashboardRouter((c, { session, message }) =>
    options.chosen?.(session, { organizationId: '', refused: message }, c),
  );
  const served = async (subject: string): Promise<ServedOrganization> =>
    servedOrganization({
      db: options.db,
      configured: options.configured,
      target: options.target,
      credentials: await options.readKeyOf(subject),
    });

  serve('readServedOrganization', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await served(signedInSession(c).subject));
  });

  serve('chooseOrganization', async (c) => {
    const session = signedInSession(c);
    const refuse = async (
      status: 400 | 403 | 409 | 502,
      error: string,
      message: string,
      organizationId = '',
    ) => {
      await options.chosen?.(session, { organizationId, refused: message }, c);
      return c.json({ error, message }, status);
    };
    if (options.configured !== undefined) {
      return refuse(
        409,
        'conflict',
        options.configured.source === 'setting'
          ? 'The organization is set by COPPER_ORGANIZATION_ID on the server; change it there.'
          : 'The sandbox serves its own organization.',
      );
    }
    const parsed = chooseOrganizationRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return refuse(400, 'bad-request', parsed.error.issues.map((i) => i.message).join('; '));
    }
    const { organizationId, replacing } = parsed.data;
    const credentials = await options.readKeyOf(session.subject);
    if (credentials === undefined) {
      return refuse(
        400,
        'no-api-key',
        'Add your API key under Settings first: the choice is checked against the organizations the API lists for it.',
      );
    }
    const listed = await listedOrganizations(options.target, credentials);
    if (!listed.ok) return refuse(502, listed.error, listed.message, organizationId);
    if (!listed.data.some((entry) => entry.organizationId === organizationId)) {
      return refuse(
        400,
        'bad-request',
        `${organizationId} is not among the organizations the API lists for your key.`,
        organizationId,
      );
    }
    const outcome = await replaceOrganization(
      options.db,
      { organizationId, chosenBy: session.name, chosenAt: options.now() },
      replacing,
    );
    if (!outcome.ok) {
      return refuse(
        409,
        'conflict',
        `${outcome.current.chosenBy} chose ${named(listed.data, outcome.current.organizationId)} meanwhile. Look at the choice again before changing it.`,
        organizationId,
      );
    }
    const previous = outcome.previous?.organizationId ?? null;
    await options.chosen?.(
      session,
      {
        chosen: named(listed.data, organizationId),
        previous: previous === null ? null : named(listed.data, previous),
      },
      c,
    );
    if (previous !== organizationId) {
      await options.db.notify(ORGANIZATION_CHOSEN_CHANNEL, organizationId);
    }
    return c.json(await served(session.subject));
  });

  return app;
}
