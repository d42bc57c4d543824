import { approvalCodeFromDigest, approvalCodeInput } from '../../shared/approval-code';
import type { Order } from '../../shared/contracts/orders';

/**
 * An order's approval code (see `approvalCodeFromDigest`), hashed with WebCrypto. An order
 * whose amount, asset or fee level could not be read has none: this refuses rather than
 * hash a stand-in that would give a code matching nothing.
 */
export async function approvalCode(order: Order): Promise<string> {
  const input = approvalCodeInput(order);
  if (input === undefined) throw new Error('The order could not be read: it has no approval code');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return approvalCodeFromDigest(new Uint8Array(digest));
}
