import { Hono } from 'hono';
import type { z } from 'zod';
import { dashboardOperationRoles, mayUseDashboard, roleLabels } from '../../shared/access';
import {
  ltvHistoryParamsSchema,
  ltvHistoryQuerySchema,
  type LtvHistory,
} from '../../shared/ltv-history';
import type { SqlClient } from '../../store/sql-client';
import type { AuthVariables } from '../auth/session-middleware';
import { ltvSamplesOf } from './ltv-samples-repository';

function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * GET /api/loans/{loanId}/ltv-history?since=…: the LTV readings the server recorded for one
 * loan, oldest first, for whoever may read loans.
 */
export function ltvHistoryRoutes(deps: {
  db: SqlClient;
  sampleMinutes: number;
  retentionDays: number;
}) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/loans/:loanId/ltv-history', async (c) => {
    const session = c.get('session');
    if (session === undefined) throw new Error('LTV history runs behind the session check');
    if (!mayUseDashboard(session.roles, 'readLtvHistory')) {
      const needed = dashboardOperationRoles.readLtvHistory
        .map((role) => roleLabels[role].toLowerCase())
        .join(' or ');
      return c.json(
        { error: 'forbidden', message: `Reading LTV history needs the role ${needed}.` },
        403,
      );
    }
    const params = ltvHistoryParamsSchema.safeParse(c.req.param());
    const query = ltvHistoryQuerySchema.safeParse(c.req.query());
    if (!params.success || !query.success) {
      const message = [params.error, query.error]
        .flatMap((error) => (error === undefined ? [] : [issuesText(error)]))
        .join('; ');
      return c.json({ error: 'bad-request', message }, 400);
    }
    const since = query.data.since === undefined ? 0 : Number(query.data.since);
    const body: LtvHistory = {
      loanId: params.data.loanId,
      sampleMinutes: deps.sampleMinutes,
      retentionDays: deps.retentionDays,
      samples: await ltvSamplesOf(deps.db, params.data.loanId, since),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return app;
}
