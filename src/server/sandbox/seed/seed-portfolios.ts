import { createHash } from 'node:crypto';
import type { PortfolioType } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import type { Wallet } from '../../../shared/contracts/wallets';
import type { PortfolioPolicy, PortfolioRecord } from '../db/portfolios-repository';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { findCatalogCurrency, stakingCurrencies, unitsForUsd, type CatalogCurrency } from './currency-catalog';
import { subtract } from './exact-decimal';
import { DAY_MS, HOUR_MS, randomPast, type SeedContext } from './seed-context';
import { APPROVER_IDS, TREASURY_USER_ID } from './seed-users';
import type { SeedExchange } from './seed-exchanges';

/**
 * The master password of the sandbox's protected portfolio. It is demo data,
 * documented so testers can approve `master-password-required` orders; only
 * its SHA-256 is stored, as the browser only ever sends the hash.
 */
export const SANDBOX_MASTER_PASSWORD = 'northwind-sandbox-master';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface SeededPortfolio {
  key: string;
  portfolio: Portfolio;
  policy: PortfolioPolicy;
  type: PortfolioType;
  /** Currencies the portfolio holds (one wallet each). */
  holdings: CatalogCurrency[];
  /** For ClearLoop portfolios: the exchange they are delegated to. */
  exchange?: SeedExchange;
  clientAccountId?: string;
}

interface PortfolioPlan {
  key: string;
  name: string;
  type: PortfolioType;
  description: string;
  requiredCoSigners?: number;
  allowedCoSigners?: string[];
  masterPassword?: boolean;
  holdings: readonly (readonly [string, string])[];
  /** Rough USD value range of each wallet. */
  usd: readonly [number, number];
}

const majors = [['BTC', 'BTC'], ['ETH', 'ETH'], ['USDC', 'ETH'], ['USDT', 'ETH'], ['SOL', 'SOL'], ['USDC', 'SOL']] as const;

const portfolioPlans: readonly PortfolioPlan[] = [
  {
    key: 'treasury-vault', name: 'Treasury Vault', type: 'custody', usd: [2_000_000, 40_000_000],
    description: 'Long-term treasury holdings; two approvers sign every outgoing transfer.',
    requiredCoSigners: 2, allowedCoSigners: [...APPROVER_IDS], holdings: [...majors, ['USDT', 'SOL'], ['AVAX', 'AVAX']],
  },
  {
    key: 'cold-reserve', name: 'Cold Reserve', type: 'custody', usd: [5_000_000, 60_000_000],
    description: 'Deep cold storage; one co-signer and the master password.',
    requiredCoSigners: 1, masterPassword: true, holdings: [['BTC', 'BTC'], ['ETH', 'ETH']],
  },
  {
    key: 'operations', name: 'Operations Hot Wallet', type: 'custody', usd: [50_000, 2_500_000],
    description: 'Day-to-day payments; Marcus Chen co-signs.',
    requiredCoSigners: 1, allowedCoSigners: ['user-marcus-chen'], holdings: [...majors, ['BNB', 'BNB']],
  },
  {
    key: 'staking', name: 'Staking Custody', type: 'custody', usd: [20_000, 3_000_000],
    description: 'Assets delegated to validators.', holdings: stakingCurrencies.map((code) => [code, code] as const),
  },
  {
    key: 'client-payments', name: 'Client Payments', type: 'custody', usd: [10_000, 800_000],
    description: 'Outgoing client redemptions.', holdings: majors,
  },
  {
    key: 'trading-vault', name: 'Trading Vault', type: 'trading-vault', usd: [500_000, 12_000_000],
    description: 'Collateral staged for trading.', holdings: majors,
  },
  {
    key: 'prime-trading', name: 'Prime Trading', type: 'trading', usd: [250_000, 9_000_000],
    description: 'OTC and RFQ trading; receives ClearLoop undelegations.', holdings: [...majors, ['USDT', 'SOL']],
  },
  {
    key: 'kraken-external', name: 'Kraken Main (external)', type: 'external', usd: [100_000, 4_000_000],
    description: 'Balance held on Kraken, read via API.', holdings: [['BTC', 'BTC'], ['ETH', 'ETH'], ['USDT', 'ETH']],
  },
  {
    key: 'ledger-external', name: 'Ledger Treasury (external)', type: 'external', usd: [20_000, 600_000],
    description: 'Self-custodied hardware wallet, tracked only.', holdings: [['BTC', 'BTC'], ['SOL', 'SOL']],
  },
];

export function seedPortfolios(context: SeedContext, exchanges: readonly SeedExchange[]): SeededPortfolio[] {
  const random = context.random('portfolios');
  const seeded = portfolioPlans.map((plan): SeededPortfolio => {
    const portfolio = basePortfolio(context, random.uuid(), plan.name, plan.type, plan.description, random.int(120, 400));
    return {
      key: plan.key,
      portfolio,
      type: plan.type,
      policy: {
        requiredCoSigners: plan.requiredCoSigners ?? 0,
        allowedCoSigners: plan.allowedCoSigners ?? [],
        masterPasswordRequired: plan.masterPassword ?? false,
        masterPasswordSha256: plan.masterPassword ? sha256Hex(SANDBOX_MASTER_PASSWORD) : undefined,
      },
      holdings: plan.holdings.map(([currency, main]) => findCatalogCurrency(currency, main)),
    };
  });
  const trading = seeded.find((entry) => entry.key === 'prime-trading');
  // One ClearLoop account per exchange, plus a second sub-account at the first exchange.
  const accounts = exchanges.flatMap((exchange, index) => (index === 0 ? [[exchange, 1], [exchange, 2]] as const : [[exchange, 1]] as const));
  for (const [exchange, accountNumber] of accounts) {
    const clientAccountId = `${exchange.code}-${random.int(1_000_000, 9_999_999)}`;
    const suffix = accountNumber === 1 ? '' : ' (sub-account)';
    const portfolio = basePortfolio(context, random.uuid(), `ClearLoop ${exchange.name}${suffix}`, 'clearloop',
      `Funds delegated to ${exchange.name} through ClearLoop.`, random.int(60, 300));
    portfolio.extra = { exchange: exchange.key, clientAccountId, parentPortfolioId: trading?.portfolio.portfolioId };
    seeded.push({
      key: `clearloop-${exchange.key}-${accountNumber}`,
      portfolio,
      type: 'clearloop',
      policy: { requiredCoSigners: 0, allowedCoSigners: [], masterPasswordRequired: false, masterPasswordSha256: undefined },
      holdings: exchange.settlementCurrencies.map((code) => findCatalogCurrency(code, code === 'BTC' ? 'BTC' : 'ETH')),
      exchange,
      clientAccountId,
    });
  }
  return seeded;
}

function basePortfolio(context: SeedContext, portfolioId: string, name: string, type: PortfolioType, description: string, ageDays: number): Portfolio {
  const createdAt = context.anchorMs - ageDays * DAY_MS;
  return {
    portfolioId,
    portfolioName: name,
    portfolioType: type,
    portfolioDescription: description,
    organizationId: SANDBOX_ORGANIZATION_ID,
    isActive: true,
    status: 'active',
    createdAt: String(createdAt),
    createdBy: TREASURY_USER_ID,
    updatedAt: String(createdAt + 2 * HOUR_MS),
    updatedBy: TREASURY_USER_ID,
  };
}

export function toPortfolioRecords(portfolios: readonly SeededPortfolio[]): PortfolioRecord[] {
  return portfolios.map(({ portfolio, policy }) => ({ portfolio, policy }));
}

export function seedWallets(context: SeedContext, portfolios: readonly SeededPortfolio[]): Wallet[] {
  const random = context.random('wallets');
  return portfolios.flatMap(({ key, portfolio, holdings, type }) => {
    const plan = portfolioPlans.find((entry) => entry.key === key);
    const [minUsd, maxUsd] = plan?.usd ?? [200_000, 5_000_000];
    return holdings.map((entry): Wallet => {
      const [minUnits, maxUnits] = unitsForUsd(entry, minUsd, maxUsd);
      const balance = random.amount(Math.max(minUnits, 1), maxUnits, entry.decimals);
      // Some funds are held for open orders; the reserve is a round share of the whole units.
      const reserve = random.chance(0.3) ? String(Math.floor(Number(balance.split('.')[0]) / random.int(5, 20))) : '0';
      const createdAt = randomPast(context, random, 200 * DAY_MS, 100 * DAY_MS);
      return {
        walletId: random.uuid(),
        portfolioId: portfolio.portfolioId,
        portfolioType: type,
        organizationId: SANDBOX_ORGANIZATION_ID,
        currency: entry.currency,
        mainCurrency: entry.mainCurrency,
        balance,
        reserve,
        available: subtract(balance, reserve),
        locked: type === 'clearloop' ? balance : '0',
        stakeBalance: key === 'staking' ? random.amount(...unitsForUsd(entry, 10_000, 900_000), entry.decimals) : '0',
        createdAt: String(createdAt),
        updatedAt: String(randomPast(context, random, 3 * DAY_MS)),
      };
    });
  });
}
