import type { Order } from '../../../shared/contracts/orders';

/** Where an order sends funds, in the order the API's destination fields take precedence. */
export function orderDestination(order: Order): { label: string; value: string } | undefined {
  const extra = order.extra;
  if (extra?.toAddress) return { label: 'Address', value: extra.toAddress };
  if (extra?.toCryptoAddressId)
    return { label: 'Address-book entry', value: extra.toCryptoAddressId };
  if (extra?.toPortfolioId) return { label: 'Portfolio', value: extra.toPortfolioId };
  if (extra?.toCounterpartyId) return { label: 'Counterparty', value: extra.toCounterpartyId };
  return undefined;
}
