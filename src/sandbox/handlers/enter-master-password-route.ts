import { endpoints } from '../../shared/endpoints';
import { endpointRoute } from '../http/endpoint-route';
import { enterMasterPassword } from '../orders/enter-master-password';
import type { OrderWriteContext } from './order-write-context';

/** PATCH /orders/{id} (`application/vnd.enter-master-password+json`): a co-signer's step. */
export function enterMasterPasswordRoute({ db, now, stepMs }: OrderWriteContext) {
  return endpointRoute(endpoints.enterMasterPassword, 'co-sign', async ({ path, body, identity }) =>
    enterMasterPassword(db, path.orderId, {
      identity,
      masterPassword: body.masterPassword,
      nowMs: now(),
      stepMs,
    }),
  );
}
