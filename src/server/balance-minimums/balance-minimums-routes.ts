import type { Context } from 'hono';
import { z } from 'zod';
import {
  minimumTargetInWords,
  setMinimumSchema,
  type BalanceMinimumsResponse,
} from '../../shared/balance-minimums';
import type { Database } from '../../store/sql-client';
import type { SignedInSession } from '../auth/session-store';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import { bodyIssuesText } from '../http/request-issues';
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
  const acted = (act: BalanceMinimumAct, c: Context) => deps.acted?.(act, c);
  const { app, serve } = dashboardRouter((c, { operation, session, message }) => {
    const action =
      operation === 'removeBalanceMinimum' ? 'balance-minimum.remove' : 'balance-minimum.set';
    return acted({ who: session, action, outcome: 'refused', detail: message }, c);
  });

  serve('listBalanceMinimums', async (c) => {
    const minimums = await listMinimums(deps.db);
    const body: BalanceMinimumsResponse = {
      minimums: minimums.map(shownMinimum),
      below: await walletsBelowMinimum(deps.db),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  serve('setBalanceMinimums', async (c) => {
    const session = signedInSession(c);
    const parsed = setMinimumSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: bodyIssuesText(parsed.error) }, 400);
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

  serve('removeBalanceMinimum', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'bad-request', message: 'Unknown minimum id.' }, 400);
    const removed = await removeMinimum(deps.db, id.data);
    if (removed === undefined) {
      return c.json({ error: 'not-found', message: 'There is no such minimum.' }, 404);
    }
    await acted(
      {
        who: signedInSession(c),
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
