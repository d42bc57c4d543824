import { Hono } from 'hono';
import type { Context } from 'hono';
import { loanIncludeQuerySchema, loansQuerySchema } from '../../../shared/contracts/loans-query';
import type { SandboxDatabase } from '../db/sql-client';
import { getLoan, listLoans } from '../db/loans-repository';
import { apiErrorResponse } from '../http/api-error-response';
import { parseQuery } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';
import { SANDBOX_ORGANIZATION_ID } from '../identities';

function foreignOrganization(c: Context, organizationId: string): Response | undefined {
  return organizationId === SANDBOX_ORGANIZATION_ID
    ? undefined
    : apiErrorResponse(
        c,
        403,
        'forbidden',
        `You are not a member of organization ${organizationId}.`,
      );
}

export function loanRoutes(db: SandboxDatabase): Hono<{ Variables: SandboxVariables }> {
  const app = new Hono<{ Variables: SandboxVariables }>();

  app.get('/organizations/:organizationId/loans', async (c) => {
    const organizationId = c.req.param('organizationId');
    const refused = foreignOrganization(c, organizationId);
    if (refused) return refused;
    const query = parseQuery(c, loansQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ loans: await listLoans(db, organizationId, query.data) });
  });

  app.get('/organizations/:organizationId/loans/:loanId', async (c) => {
    const organizationId = c.req.param('organizationId');
    const loanId = c.req.param('loanId');
    const refused = foreignOrganization(c, organizationId);
    if (refused) return refused;
    const query = parseQuery(c, loanIncludeQuerySchema);
    if (!query.ok) return query.response;
    const loan = await getLoan(db, organizationId, loanId, query.data);
    return loan
      ? c.json(loan)
      : apiErrorResponse(c, 404, 'not-found', `Loan ${loanId} does not exist.`);
  });

  return app;
}
