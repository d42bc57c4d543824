import { z } from 'zod';
import type { MatchedOperation } from '../../shared/access';

/**
 * What a cached read depends on, and what a change makes stale, as topics: a read is served
 * from the cache only while none of its topics was invalidated after it was fetched. Every
 * read also depends on `everything`, which an event of a kind this server does not know
 * invalidates. Loans and reference data have no events of their own: they live for their
 * kind's time to live only.
 */
export const EVERYTHING = '*';

const orderData = ['orders', 'balances', 'clearloop'] as const;

/**
 * How a read's data learns of change, which sets how long its answer may be served:
 * `announced` data (orders, balances, settlements) is made stale by the provider's webhooks
 * and by writes, so its time to live only bounds a change whose event never came;
 * `reference` data (organisations, members, addresses, counterparties, currencies) changes
 * rarely, and the app itself keeps it for a minute or more; `unannounced` data (loans, whose
 * LTV moves with prices, and ClearLoop exchanges) has nothing but its time to live.
 */
export type ReadKind = 'announced' | 'reference' | 'unannounced';

function kindOfTopic(topic: string): ReadKind {
  if (topic === 'reference') return 'reference';
  // Loans' LTV and the exchanges' balances move with no event: the app polls them itself.
  if (topic === 'loans' || topic === 'clearloop') return 'unannounced';
  return 'announced';
}

/** The topics and kind of a read, or undefined for a read that is never cached (a file's bytes). */
export function topicsOfRead({
  name,
  params,
}: MatchedOperation): { topics: readonly string[]; kind: ReadKind } | undefined {
  const topic = ((): string | undefined => {
    switch (name) {
      case 'listOrders':
      case 'listActivities':
        return 'orders';
      case 'getOrder':
        return `order:${params.orderId ?? ''}`;
      case 'listPortfolios':
      case 'listWallets':
      case 'listActiveStakes':
      case 'listPendingStakes':
      case 'listOutstandingStakes':
        return 'balances';
      case 'listClearLoopExchanges':
      case 'getClearLoopExchange':
        return 'clearloop';
      case 'listSettlements':
        return 'settlements';
      case 'getSettlement':
        return `settlement:${params.settlementId ?? ''}`;
      case 'listLoans':
      case 'getLoan':
        return 'loans';
      case 'listCurrencies':
      case 'listCryptoAddresses':
      case 'listOrganizations':
      case 'listOrganizationMembers':
      case 'listCounterparties':
        return 'reference';
      default:
        return undefined;
    }
  })();
  return topic === undefined
    ? undefined
    : { topics: [EVERYTHING, topic], kind: kindOfTopic(topic) };
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
