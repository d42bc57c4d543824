import { queryOptions, skipToken } from '@tanstack/react-query';
import { approvalCodeKeys } from '../../../lib/query-keys';
import type { Order } from '../../../shared/contracts/orders';
import { approvalCodeInput } from '../../../shared/approval-code';
import { approvalCodeOfInput } from '../approval-code';

/**
 * An order's approval code, as initiator and co-signers see it. Computed in the browser
 * (WebCrypto), and keyed by the text it hashes, so a changed amount or destination is a new
 * code and an unchanged one is never computed twice. Waits while `order` is undefined, and
 * for good when its amount, asset or fee level could not be read: such an order has no code.
 */
export function approvalCodeQueryOptions(order: Order | undefined) {
  const input = order === undefined ? undefined : approvalCodeInput(order);
  return queryOptions({
    queryKey: approvalCodeKeys.of(input ?? ''),
    queryFn: input === undefined ? skipToken : () => approvalCodeOfInput(input),
    staleTime: Infinity,
  });
}
