import type { WireWallet } from '../../shared/contracts/wallets';
import type { StakeRecord, StakeState } from '../db/stakes-repository';
import { validatorFor } from '../lifecycle/stake-positions';
import { multiply, subtract } from './exact-decimal';
import { DAY_MS, HOUR_MS, randomPast, type SeedContext } from './seed-context';

type SeededStake = Omit<StakeRecord, 'organizationId'>;

/** Besides its active stake, each staking wallet in turn has one stake on the move. */
const onTheMove: readonly { state: StakeState; share: string }[] = [
  { state: 'bonding', share: '0.1' },
  { state: 'unbonding', share: '0.15' },
  { state: 'withdrawable', share: '0.05' },
];

function decimalsIn(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/**
 * Each wallet's stake balance as positions that add up to it exactly: most of it active with
 * the network's validator, and a share bonding, unbonding (both ending in the days ahead) or
 * unbonded and waiting for its complete-withdrawal, so every state has something to show.
 */
export function seedStakes(context: SeedContext, wallets: readonly WireWallet[]): SeededStake[] {
  const random = context.random('stakes');
  const staking = wallets.filter(
    (wallet) => wallet.stakeBalance !== undefined && !/^0(\.0*)?$/.test(wallet.stakeBalance),
  );
  return staking.flatMap((wallet, index): SeededStake[] => {
    const total = wallet.stakeBalance ?? '0';
    const moving = onTheMove[index % onTheMove.length] ?? { state: 'bonding', share: '0.1' };
    const part = multiply(total, moving.share, decimalsIn(total));
    const pool = validatorFor(wallet.mainCurrency);
    const base = {
      portfolioId: wallet.portfolioId,
      currency: wallet.currency,
      mainCurrency: wallet.mainCurrency,
      poolId: pool.poolId,
      poolName: pool.poolName,
    };
    const activeSince = randomPast(context, random, 90 * DAY_MS, 30 * DAY_MS);
    const stakes: SeededStake[] = [];
    if (part !== '0') {
      const pending = moving.state === 'bonding' || moving.state === 'unbonding';
      const since = randomPast(context, random, 2 * DAY_MS, HOUR_MS);
      stakes.push({
        ...base,
        stakeId: random.uuid(),
        amount: part,
        state: moving.state,
        stateEndsAt: pending ? context.anchorMs + random.int(DAY_MS, 7 * DAY_MS) : undefined,
        createdAt: since,
        updatedAt: since,
      });
    }
    const active = subtract(total, part === '0' ? '0' : part);
    if (active !== '0') {
      stakes.push({
        ...base,
        stakeId: random.uuid(),
        amount: active,
        state: 'active',
        stateEndsAt: undefined,
        createdAt: activeSince,
        updatedAt: activeSince,
      });
    }
    return stakes;
  });
}
