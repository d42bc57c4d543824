import { z } from 'zod';
import type { MatchedOperation } from '../../shared/access';

/**
 * What a cached read depends on, and what a change makes stale, as topics: a read is served
 * from the cache only while none of its topics was invalidated after it was fetched. Every
 * read also depends on `everything`, which an event of a kind this server does not know
 * invalidates. Loans and reference data have no events of their own: they live for the
 * cache's time to live.
 */
export const EVERYTHING = '*';

const orderData = ['orders', 'balances', 'clearloop'] as const;

/** The topics of a read, or undefined for a read that is never cached (a file's bytes). */
export function topicsOfRead({ name, params }: MatchedOperation): readonly string[] | undefined {
  const topics = ((): readonly string[] | undefined => {
    switch (name) {
      case 'listOrders':
      case 'listActivities':
        return ['orders'];
      case 'getOrder':
        return [`order:${params.orderId ?? ''}`];
      case 'listPortfolios':
      case 'listWallets':
        return ['balances'];
      case 'listClearLoopExchanges':
      case 'getClearLoopExchange':
        return ['clearloop'];
      case 'listSettlements':
        return ['settlements'];
      case 'getSettlement':
        return [`settlement:${params.settlementId ?? ''}`];
      case 'listLoans':
      case 'getLoan':
        return ['loans'];
      case 'listCurrencies':
      case 'listCryptoAddresses':
      case 'listOrganizations':
      case 'listOrganizationMembers':
      case 'listCounterparties':
        return ['reference'];
      default:
        return undefined;
    }
  })();
  return topics === undefined ? undefined : [EVERYTHING, ...topics];
}

/** What a write may have changed, whatever its answer: it may have taken effect regardless. */
export function topicsOfWrite({ name, params }: MatchedOperation): readonly string[] {
  switch (name) {
    case 'dryRunOrder':
      return [];
    case 'createOrder':
    case 'createOrdersInBulk':
      return orderData;
    case 'coSignOrder':
    case 'cancelOrder':
    case 'enterMasterPassword':
      return [...orderData, `order:${params.orderId ?? ''}`];
    default:
      return [EVERYTHING];
  }
}

const orderPayload = z.looseObject({ orderId: z.string().min(1) });
const settlementPayload = z.looseObject({ settlementId: z.string().min(1) });

/** What a webhook's payload changed: an order, a settlement, or something this server cannot tell. */
export function topicsOfEvent(payload: unknown): readonly string[] {
  const order = orderPayload.safeParse(payload);
  if (order.success) return [...orderData, `order:${order.data.orderId}`];
  const settlement = settlementPayload.safeParse(payload);
  if (settlement.success) {
    return ['settlements', 'clearloop', 'balances', `settlement:${settlement.data.settlementId}`];
  }
  return [EVERYTHING];
}
