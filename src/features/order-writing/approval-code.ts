import { approvalCodeFromDigest, approvalCodeInput } from '../../shared/approval-code';
import type { Order } from '../../shared/contracts/orders';

/** An order's approval code (see `approvalCodeFromDigest`), hashed with WebCrypto. */
export async function approvalCode(order: Order): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(approvalCodeInput(order)),
  );
  return approvalCodeFromDigest(new Uint8Array(digest));
}
