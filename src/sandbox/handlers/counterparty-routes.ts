import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { listCounterparties } from '../db/counterparties-repository';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { accept } from '../orders/refusal';
import { foreignOrganization } from './foreign-organization';

/** GET /organizations/{id}/counterparties: the network's participants, by name. */
export function counterpartyRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listCounterparties, 'read', async ({ path, query }) => {
      const refused = foreignOrganization(path.organizationId);
      if (refused) return refused;
      return accept({ counterparties: await listCounterparties(db, query) });
    }),
  ];
}
