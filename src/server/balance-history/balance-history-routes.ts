import {
  balanceHistoryParamsSchema,
  balanceHistoryQuerySchema,
  type BalanceHistory,
} from '../../shared/balance-history';
import type { SqlClient } from '../../store/sql-client';
import { dashboardRouter } from '../http/dashboard-router';
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
  const { app, serve } = dashboardRouter();
  serve('readBalanceHistory', async (c) => {
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
