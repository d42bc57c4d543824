import { formatDecimal } from '../lib/format-decimal';
import type { Sum } from '../lib/wallet-figures';

function amount(value: string, currency: string): string {
  return `${formatDecimal(value) ?? value} ${currency}`;
}

/** Whether `parts` add up to the `whole`, in words; null when a figure could not be read. */
export function sumSentence(
  sum: Sum,
  parts: string,
  whole: string,
  currency: string,
): string | null {
  if (sum.kind === 'adds-up') return `${parts} add up to the ${whole}.`;
  if (sum.kind === 'unknown') return null;
  return `${parts} come to ${amount(sum.sum, currency)}, not the ${whole} of ${amount(sum.whole, currency)}: the provider holds the difference for something it does not itemise.`;
}

/** Whether the stakes the provider lists make up the wallet's staked figure, in words. */
export function stakeSumSentence(sum: Sum, currency: string): string {
  if (sum.kind === 'adds-up')
    return 'Active, pending and outstanding stakes add up to the staked balance.';
  if (sum.kind === 'unknown')
    return 'A stake or the staked balance could not be read, so the stakes cannot be set beside it.';
  return `The stakes listed come to ${amount(sum.sum, currency)}, not the staked balance of ${amount(sum.whole, currency)}: the provider does not break down the difference.`;
}
