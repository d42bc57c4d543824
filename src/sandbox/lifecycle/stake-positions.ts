import type { WireOrder } from '../../shared/contracts/orders';
import type { SqlClient } from '../../store/sql-client';
import { walletOf } from '../db/reservations-repository';
import { moveStakes, openStake, type StakePool } from '../db/stakes-repository';

/** How many clock steps a new stake bonds, and an undelegated one unbonds, in the sandbox. */
export const BONDING_STEPS = 3;
export const UNBONDING_STEPS = 3;

const validators = ['Figment', 'Chorus One', 'Kiln', 'Everstake', 'P2P Validator', 'Blockdaemon'];

/** The validator the sandbox delegates a network's stakes to: one per network, always the same. */
export function validatorFor(mainCurrency: string, offset = 0): StakePool {
  let hash = 0;
  for (let index = 0; index < mainCurrency.length; index += 1)
    hash += mainCurrency.charCodeAt(index);
  const name = validators[(hash + offset) % validators.length] ?? 'Figment';
  return {
    poolId: `${name.toLowerCase().replace(/\s+/g, '-')}-${mainCurrency.toLowerCase()}`,
    poolName: name,
  };
}

/**
 * What an executed staking order does to the wallet's stakes: a delegation starts bonding the
 * amount (its funds already left the balance with the order), an undelegation starts
 * unbonding that much of the active stake, and a complete-withdrawal returns unbonded stake
 * to the balance. Other orders change no stake.
 */
export async function applyStakingOrder(
  tx: SqlClient,
  order: WireOrder,
  nowMs: number,
  stepMs: number,
): Promise<void> {
  const operation = order.extra?.blockchainTransactionType;
  const wallet = walletOf(order);
  const amount = order.amount;
  if (operation === 'stake-delegation') {
    await openStake(tx, wallet, {
      amount,
      pool: validatorFor(wallet.mainCurrency),
      atMs: nowMs,
      bondedAtMs: nowMs + BONDING_STEPS * stepMs,
    });
  } else if (operation === 'stake-undelegation') {
    await moveStakes(tx, wallet, {
      from: 'active',
      to: 'unbonding',
      amount,
      atMs: nowMs,
      endsAtMs: nowMs + UNBONDING_STEPS * stepMs,
    });
  } else if (operation === 'complete-withdrawal') {
    await moveStakes(tx, wallet, { from: 'withdrawable', to: 'released', amount, atMs: nowMs });
  }
}
