import { Money } from '../../lib/decimal';
import type { Settlement } from '../../shared/contracts/clearloop';

export interface CurrencyTotal {
  currency: string;
  instructions: number;
  /** Sum of the signed settlement amounts, exact. */
  net: string;
  /** Sum of the USD values; undefined when no instruction has one. */
  netUsd: string | undefined;
  /** Instructions without a USD value, so the USD sum leaves them out. */
  missingUsd: number;
}

/** Net settlement per currency across every client account of a cycle. */
export function currencyTotalsOf(settlement: Settlement): CurrencyTotal[] {
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
      const total = totals.get(instruction.currency) ?? {
        instructions: 0,
        net: new Money(0),
        missingUsd: 0,
      };
      total.instructions += 1;
      total.net = total.net.plus(instruction.settlementAmount);
      if (instruction.settlementAmountUSD === undefined) total.missingUsd += 1;
      else total.usd = (total.usd ?? new Money(0)).plus(instruction.settlementAmountUSD);
      totals.set(instruction.currency, total);
    }
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({
      currency,
      instructions: total.instructions,
      net: total.net.toFixed(),
      netUsd: total.usd?.toFixed(),
      missingUsd: total.missingUsd,
    }));
}
