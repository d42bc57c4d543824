import Decimal from 'decimal.js';
import { ExactSum } from '../../lib/exact-sum';
import type { BulkOrderItem } from '../../shared/contracts/create-order';

/** The rows ready to send in one currency on one network, summed exactly. */
export interface CurrencyTotal {
  currency: string;
  /** The network (`mainCurrency`), when a row names one other than the currency itself. */
  network: string | undefined;
  count: number;
  total: string;
  /** The largest order of the group: the one most likely to meet the strictest approval rule. */
  largest: BulkOrderItem;
}

/** Ready rows by currency and network, currencies in alphabetical order. */
export function currencyTotals(items: readonly BulkOrderItem[]): CurrencyTotal[] {
  const groups = new Map<string, { items: BulkOrderItem[]; sum: ExactSum }>();
  for (const item of items) {
    const network = item.mainCurrency === item.baseCurrency ? undefined : item.mainCurrency;
    const key = `${item.baseCurrency}\n${network ?? ''}`;
    const group = groups.get(key) ?? { items: [], sum: new ExactSum() };
    group.items.push(item);
    group.sum.add(item.amount ?? '0');
    groups.set(key, group);
  }
  return [...groups.values()]
    .flatMap(({ items: members, sum }) => {
      const [first] = members;
      if (first === undefined) return [];
      const largest = members.reduce((top, item) =>
        new Decimal(item.amount ?? '0').greaterThan(top.amount ?? '0') ? item : top,
      );
      const network = first.mainCurrency === first.baseCurrency ? undefined : first.mainCurrency;
      return [
        {
          currency: first.baseCurrency,
          network,
          count: members.length,
          total: sum.toFixed(),
          largest,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) || (a.network ?? '').localeCompare(b.network ?? ''),
    );
}
