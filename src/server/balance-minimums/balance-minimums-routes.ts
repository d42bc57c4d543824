import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { dashboardRolesInWords, mayUseDashboard } from '../../shared/access';
import {
  minimumTargetInWords,
  setMinimumSchema,
  type BalanceMinimumsResponse,
} from '../../shared/balance-minimums';
import type { Database } from '../../store/sql-client';
import type { AuthVariables } from '../auth/session-middleware';
import type { SignedInSession } from '../auth/session-store';
import { walletsBelowMinimum } from './judge-minimums';
import {
  listMinimums,
  removeMinimum,
  setMinimum,
  shownMinimum,
  type StoredMinimum,
} from './minimums-repository';

/** A balance minimum set or removed (or a refused attempt), for the audit log. */
export interface BalanceMinimumAct {
  who: Pick<SignedInSession, 'subject' | 'email' | 'name' | 'roles'>;
  action: 'balance-minimum.set' | 'balance-minimum.remove';
  outcome: 'succeeded' | 'refused';
  detail: string;
}

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A minimum in words, as the audit log keeps it before and after a change. */
function minimumInWords(minimum: StoredMinimum | undefined): string {
  if (minimum === undefined) return 'none';
  return `minimum ${minimum.id}: ${minimum.amount} ${minimum.target.currency} for ${minimumTargetInWords(minimum.target)}`;
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

function sessionOf(c: Context<{ Variables: AuthVariables }>): SignedInSession {
  const session = c.get('session');
  if (session === undefined) throw new Error('balance minimums run behind the session check');
  return session;
}

/**
 * /api/balance-minimums: GET lists every minimum and the wallets under theirs as last
 * sampled; PUT sets a wallet's or a currency's minimum; DELETE /{id} removes one. Setting and
 * removing are treasury's (and an administrator's), each on the record with before and after;
 * a refusal is on the record too.
 */
export function balanceMinimumsRoutes(deps: {
  db: Database;
  now: () => number;
  acted?: (act: BalanceMinimumAct, c: Context) => Promise<unknown>;
}) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const acted = (act: BalanceMinimumAct, c: Context) => deps.acted?.(act, c);

  async function refuseUnlessSetter(c: Context<{ Variables: AuthVariables }>) {
    const session = sessionOf(c);
    if (mayUseDashboard(session.roles, 'setBalanceMinimums')) return undefined;
    const message = `Setting balance minimums needs the role ${dashboardRolesInWords('setBalanceMinimums')}.`;
    const action = c.req.method === 'DELETE' ? 'balance-minimum.remove' : 'balance-minimum.set';
    await acted({ who: session, action, outcome: 'refused', detail: message }, c);
    return c.json({ error: 'forbidden', message }, 403);
  }

  app.get('/balance-minimums', async (c) => {
    if (!mayUseDashboard(sessionOf(c).roles, 'readBalanceMinimums')) {
      const message = `Balance minimums need the role ${dashboardRolesInWords('readBalanceMinimums')}.`;
      return c.json({ error: 'forbidden', message }, 403);
    }
    const minimums = await listMinimums(deps.db);
    const body: BalanceMinimumsResponse = {
      minimums: minimums.map(shownMinimum),
      below: await walletsBelowMinimum(deps.db),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.put('/balance-minimums', async (c) => {
    const refused = await refuseUnlessSetter(c);
    if (refused) return refused;
    const session = sessionOf(c);
    const parsed = setMinimumSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: issuesText(parsed.error) }, 400);
    }
    const { target, amount } = parsed.data;
    const set = await setMinimum(deps.db, session.subject, target, amount, deps.now());
    await acted(
      {
        who: session,
        action: 'balance-minimum.set',
        outcome: 'succeeded',
        detail: `Before: ${minimumInWords(set.before)}. After: ${minimumInWords(set.after)}`,
      },
      c,
    );
    return c.json(shownMinimum(set.after), set.before === undefined ? 201 : 200);
  });

  app.delete('/balance-minimums/:id', async (c) => {
    const refused = await refuseUnlessSetter(c);
    if (refused) return refused;
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown minimum id.' }, 400);
    const removed = await removeMinimum(deps.db, id.data);
    if (removed === undefined) {
      return c.json({ error: 'not-found', message: 'There is no such minimum.' }, 404);
    }
    await acted(
      {
        who: sessionOf(c),
        action: 'balance-minimum.remove',
        outcome: 'succeeded',
        detail: `Before: ${minimumInWords(removed)}. After: none`,
      },
      c,
    );
    return c.body(null, 204);
  });

  return app;
}
