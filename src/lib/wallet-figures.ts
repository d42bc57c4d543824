import { Money } from './decimal';
import { isUnreadable, type Readable } from '../shared/contracts/readable';
import type { Wallet } from '../shared/contracts/wallets';

/** Whether parts the provider sent add up to the whole it sent. */
export type Sum =
  | { kind: 'adds-up'; sum: string }
  | { kind: 'differs'; sum: string; whole: string }
  | { kind: 'unknown' };

/** The exact sum of the parts (an absent one counts as zero), or undefined when one is unreadable. */
export function addUp(parts: readonly (Readable<string> | undefined)[]): string | undefined {
  if (parts.some((part) => isUnreadable(part))) return undefined;
  return parts
    .filter((part): part is string => part !== undefined && !isUnreadable(part))
    .reduce((total, part) => total.plus(part), new Money(0))
    .toFixed();
}

/** Whether the parts add up to the whole; unknown when either side cannot be read. */
export function sumOf(
  parts: readonly (Readable<string> | undefined)[],
  whole: Readable<string> | undefined,
): Sum {
  const sum = addUp(parts);
  if (whole === undefined || isUnreadable(whole) || sum === undefined) return { kind: 'unknown' };
  return new Money(sum).eq(whole) ? { kind: 'adds-up', sum } : { kind: 'differs', sum, whole };
}

/**
 * How a wallet's figures relate, by the provider's definitions: the balance includes what is
 * reserved but not what is staked; the total is the balance plus the staked funds. What is
 * locked for ClearLoop is part of the balance, and the provider does not say whether it also
 * counts as available, so it is in neither sum. Each relation is checked, never assumed.
 */
export function walletSums(wallet: Wallet): { balance: Sum; total: Sum } {
  return {
    balance: sumOf([wallet.available, wallet.reserve], wallet.balance),
    total: sumOf([wallet.balance, wallet.stakeBalance], wallet.totalBalance),
  };
}
