import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { getLoan, listLoans } from '../db/loans-repository';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { accept, refuse } from '../orders/refusal';
import { foreignOrganization } from './foreign-organization';

export function loanRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listLoans, 'read', async ({ path, query }) => {
      const refused = foreignOrganization(path.organizationId);
      if (refused) return refused;
      return accept({ loans: await listLoans(db, path.organizationId, query) });
    }),
    endpointRoute(endpoints.getLoan, 'read', async ({ path, query }) => {
      const refused = foreignOrganization(path.organizationId);
      if (refused) return refused;
      const loan = await getLoan(db, path.organizationId, path.loanId, query);
      return loan === undefined
        ? refuse(404, 'not-found', `Loan ${path.loanId} does not exist.`)
        : accept(loan);
    }),
  ];
}
