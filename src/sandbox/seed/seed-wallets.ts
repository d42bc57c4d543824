import type { WireWallet } from '../../shared/contracts/wallets';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { unitsForUsd } from './currency-catalog';
import { portfolioPlans } from './portfolio-plans';
import { DAY_MS, randomPast, type SeedContext } from './seed-context';
import type { SeededPortfolio } from './seed-portfolios';

export function seedWallets(
  context: SeedContext,
  portfolios: readonly SeededPortfolio[],
): WireWallet[] {
  const random = context.random('wallets');
  return portfolios.flatMap(({ key, portfolio, holdings, type }) => {
    const plan = portfolioPlans.find((entry) => entry.key === key);
    const [minUsd, maxUsd] = plan?.usd ?? [200_000, 5_000_000];
    return holdings.map((entry): WireWallet => {
      const [minUnits, maxUnits] = unitsForUsd(entry, minUsd, maxUsd);
      const balance = random.amount(Math.max(minUnits, 1), maxUnits, entry.decimals);
      const createdAt = randomPast(context, random, 200 * DAY_MS, 100 * DAY_MS);
      return {
        walletId: random.uuid(),
        portfolioId: portfolio.portfolioId,
        portfolioType: type,
        organizationId: SANDBOX_ORGANIZATION_ID,
        currency: entry.currency,
        mainCurrency: entry.mainCurrency,
        balance,
        // What the seeded orders in flight hold is reserved once they are stored.
        reserve: '0',
        available: balance,
        locked: type === 'clearloop' ? balance : '0',
        stakeBalance:
          key === 'staking'
            ? random.amount(...unitsForUsd(entry, 10_000, 900_000), entry.decimals)
            : '0',
        createdAt: String(createdAt),
        updatedAt: String(randomPast(context, random, 3 * DAY_MS)),
      };
    });
  });
}
