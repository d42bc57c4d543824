import { orderSchema } from '../../shared/contracts/orders';
import { endpoints } from '../../shared/endpoints';
import { signedRequest, type PlatformTarget } from './forward-request';
import type { OrderRead } from './proxy-ports';
import type { Credentials } from './signing';

/**
 * GET /orders/{id} under `credentials`, for checks that must rest on the provider's own
 * order rather than on what the browser says about it.
 */
export async function readOrder(
  target: PlatformTarget,
  credentials: Credentials,
  orderId: string,
): Promise<OrderRead> {
  const unavailable = {
    ok: false as const,
    status: 502 as const,
    error: 'upstream-unavailable',
    message: 'The order could not be read from the API to check what is being approved.',
  };
  let response: Response;
  try {
    response = await signedRequest(target, credentials, {
      method: 'GET',
      path: `/platform/orders/${encodeURIComponent(orderId)}`,
      endpoint: endpoints.getOrder,
    });
  } catch {
    return unavailable;
  }
  if (response.status === 404) {
    return { ok: false, status: 404, error: 'not-found', message: 'There is no such order.' };
  }
  if (!response.ok) return unavailable;
  const parsed = orderSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.orderId !== orderId) return unavailable;
  return { ok: true, order: parsed.data };
}
