import { stakePositionsOf, stakeSplit, type StakeLists } from '../../lib/stake-positions';
import { isStakingOperation } from '../../shared/contracts/create-order';
import { isUnreadable } from '../../shared/contracts/readable';
import type { Wallet } from '../../shared/contracts/wallets';
import { describeStakingOperation } from './staking-operations';

/** The provider's three stake reads as the wizard has them: read, on their way, or failed. */
export type StakeReads =
  { state: 'read'; lists: StakeLists } | { state: 'loading' } | { state: 'failed' };

/** The most an operation may move, what that figure is, and why, when it is a fallback. */
export interface AmountLimit {
  value: string;
  /** Completes "At most the …" and "More than the … (12 SOL)". */
  label: string;
  /** What the figure holds, when its name alone does not say. */
  meaning?: string;
  /** Said beside the amount when the cap is looser than what the operation can take. */
  notice?: string;
}

/**
 * What an undelegation may take: the wallet's active stake, the only part earning with a
 * validator (bonding, unbonding and outstanding funds cannot be undelegated). When the stake
 * reads are not there, or an active amount cannot be read, the whole staked balance bounds
 * it instead, and the notice says the provider may still refuse part of it.
 */
function undelegationLimit(wallet: Wallet, stakes: StakeReads): AmountLimit | undefined {
  const active =
    stakes.state === 'read'
      ? stakeSplit(stakePositionsOf(stakes.lists, wallet), wallet.stakeBalance).byKind.active
      : undefined;
  if (active !== undefined) {
    return {
      value: active,
      label: 'active stake',
      meaning:
        'Only stake earning with a validator can be undelegated; bonding, unbonding and outstanding funds cannot.',
    };
  }
  const { stakeBalance } = wallet;
  if (stakeBalance === undefined || isUnreadable(stakeBalance)) return undefined;
  const why =
    stakes.state === 'loading'
      ? 'The provider’s stakes are still loading'
      : stakes.state === 'failed'
        ? 'The provider’s stakes could not be read'
        : 'An active stake’s amount could not be read';
  return {
    value: stakeBalance,
    label: 'staked balance',
    notice: `${why}, so the whole staked balance bounds the amount. Only the active stake can be undelegated.`,
  };
}

/** The balance that bounds the amount for this operation, if any. */
export function amountLimit(
  wallet: Wallet | undefined,
  operation: string,
  stakes: StakeReads,
): AmountLimit | undefined {
  if (!wallet || !isStakingOperation(operation)) return undefined;
  if (operation === 'stake-undelegation') return undelegationLimit(wallet, stakes);
  const source = describeStakingOperation(operation).amountSource;
  // A wallet with an unreadable balance cannot be chosen (walletRefusal): no limit to read.
  const { available, stakeBalance } = wallet;
  if (source === 'available' && !isUnreadable(available)) {
    return { value: available, label: 'available balance' };
  }
  if (source === 'staked' && stakeBalance !== undefined && !isUnreadable(stakeBalance)) {
    return { value: stakeBalance, label: 'staked balance' };
  }
  return undefined;
}
