import { Hono } from 'hono';
import { dashboardRolesInWords, mayUseDashboard } from '../../shared/access';
import {
  balanceHistoryParamsSchema,
  balanceHistoryQuerySchema,
  type BalanceHistory,
} from '../../shared/balance-history';
import type { SqlClient } from '../../store/sql-client';
import type { AuthVariables } from '../auth/session-middleware';
import { issuesText } from '../ltv-history/ltv-history-routes';
import { balanceSamplesOf } from './balance-samples-repository';

/**
 * GET /api/wallets/{walletId}/balance-history?since=…: the balances the server recorded for one
 * wallet, oldest first, for whoever may read wallets.
 */
export function balanceHistoryRoutes(deps: {
  db: SqlClient;
  sampleMinutes: number;
  retentionDays: number;
}) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/wallets/:walletId/balance-history', async (c) => {
    const session = c.get('session');
    if (session === undefined) throw new Error('Balance history runs behind the session check');
    if (!mayUseDashboard(session.roles, 'readBalanceHistory')) {
      const needed = dashboardRolesInWords('readBalanceHistory');
      const message = `Reading balance history needs the role ${needed}.`;
      return c.json({ error: 'forbidden', message }, 403);
    }
    const params = balanceHistoryParamsSchema.safeParse(c.req.param());
    const query = balanceHistoryQuerySchema.safeParse(c.req.query());
    if (!params.success || !query.success) {
      return c.json({ error: 'bad-request', message: issuesText(params.error, query.error) }, 400);
    }
    const since = query.data.since === undefined ? 0 : Number(query.data.since);
    const body: BalanceHistory = {
      walletId: params.data.walletId,
      sampleMinutes: deps.sampleMinutes,
      retentionDays: deps.retentionDays,
      samples: await balanceSamplesOf(deps.db, params.data.walletId, since),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return app;
}
