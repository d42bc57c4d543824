import type { z } from 'zod';
import {
  ltvHistoryParamsSchema,
  ltvHistoryQuerySchema,
  type LtvHistory,
  type LtvMovers,
} from '../../shared/ltv-history';
import type { SqlClient } from '../../store/sql-client';
import { dashboardRouter } from '../http/dashboard-router';
import { ltvMovementsSince, ltvSamplesOf } from './ltv-samples-repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Each issue of the refused parameters, in one line, for a 400's message. */
export function issuesText(...errors: (z.ZodError | undefined)[]): string {
  return errors
    .flatMap((error) => error?.issues ?? [])
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

/**
 * GET /api/loans/{loanId}/ltv-history?since=…: the LTV readings the server recorded for one
 * loan, oldest first, for whoever may read loans. GET /api/loans/ltv-movers: every loan's
 * movement over the last day, most moved first, with an hourly sparkline.
 */
export function ltvHistoryRoutes(deps: {
  db: SqlClient;
  sampleMinutes: number;
  retentionDays: number;
  now: () => number;
}) {
  const { app, serve } = dashboardRouter();
  serve('readLtvMovers', async (c) => {
    if (Object.keys(c.req.query()).length > 0) {
      return c.json({ error: 'bad-request', message: 'This read takes no parameters.' }, 400);
    }
    const since = deps.now() - DAY_MS;
    const body: LtvMovers = {
      since,
      sampleMinutes: deps.sampleMinutes,
      loans: await ltvMovementsSince(deps.db, since, HOUR_MS),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  serve('readLtvHistory', async (c) => {
    const params = ltvHistoryParamsSchema.safeParse(c.req.param());
    const query = ltvHistoryQuerySchema.safeParse(c.req.query());
    if (!params.success || !query.success) {
      return c.json({ error: 'bad-request', message: issuesText(params.error, query.error) }, 400);
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
