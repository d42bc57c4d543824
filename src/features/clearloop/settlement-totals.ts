import { Money } from '../../lib/decimal';
import { LeftOut, firstUnreadable } from '../../lib/left-out';
import type { Settlement } from '../../shared/contracts/clearloop';
import { isUnreadable } from '../../shared/contracts/readable';

export interface CurrencyTotal {
  currency: string;
  instructions: number;
  /** Sum of the signed settlement amounts, exact. */
  net: string;
  /** Sum of the USD values; undefined when no instruction has one. */
  netUsd: string | undefined;
  /** Instructions without a USD value, or with an unreadable one, so the USD sum leaves them out. */
  missingUsd: number;
}

/**
 * Net settlement per currency across every client account of a cycle, and the instructions
 * left out because their currency or amount could not be read.
 */
export function currencyTotalsOf(settlement: Settlement): {
  totals: CurrencyTotal[];
  leftOut: LeftOut;
} {
  const leftOut = new LeftOut();
  const totals = new Map<
    string,
    {
      instructions: number;
      net: InstanceType<typeof Money>;
      usd?: InstanceType<typeof Money>;
      missingUsd: number;
    }
  >();
  for (const detail of settlement.settlementDetails ?? []) {
    for (const instruction of detail.settlementInstructions) {
      const { currency, settlementAmount } = instruction;
      const unreadable = firstUnreadable({ currency, amount: settlementAmount });
      if (unreadable !== undefined || isUnreadable(currency) || isUnreadable(settlementAmount)) {
        leftOut.add(unreadable ?? 'amount unreadable');
        continue;
      }
      const total = totals.get(currency) ?? {
        instructions: 0,
        net: new Money(0),
        missingUsd: 0,
      };
      total.instructions += 1;
      total.net = total.net.plus(settlementAmount);
      const usd = instruction.settlementAmountUSD;
      if (usd === undefined || isUnreadable(usd)) total.missingUsd += 1;
      else total.usd = (total.usd ?? new Money(0)).plus(usd);
      totals.set(currency, total);
    }
  }
  const byCurrency = [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({
      currency,
      instructions: total.instructions,
      net: total.net.toFixed(),
      netUsd: total.usd?.toFixed(),
      missingUsd: total.missingUsd,
    }));
  return { totals: byCurrency, leftOut };
}
