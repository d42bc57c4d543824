import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { endpointRoute } from '../http/endpoint-route';
import { dryRunOrder } from '../orders/dry-run-order';

/** POST /dry-run-orders: fee estimate per `feeLevel`. */
export function dryRunRoute(db: Database) {
  return endpointRoute(endpoints.dryRunOrder, 'read', async ({ body }) => dryRunOrder(db, body));
}
