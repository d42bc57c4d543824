import { queryOptions, skipToken } from '@tanstack/react-query';
import { approvalCodeKeys } from '../../../lib/query-keys';
import type { Order } from '../../../shared/contracts/orders';
import { approvalCodeInput } from '../../../shared/approval-code';
import { approvalCode } from '../approval-code';

/**
 * An order's approval code, as initiator and co-signers see it. Computed in the browser
 * (WebCrypto), and keyed by the text it hashes, so a changed amount or destination is a new
 * code and an unchanged one is never computed twice. Waits while `order` is undefined.
 */
export function approvalCodeQueryOptions(order: Order | undefined) {
  return queryOptions({
    queryKey: approvalCodeKeys.of(order === undefined ? '' : approvalCodeInput(order)),
    queryFn: order === undefined ? skipToken : () => approvalCode(order),
    staleTime: Infinity,
  });
}
