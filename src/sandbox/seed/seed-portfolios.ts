import { createHash } from 'node:crypto';
import type { PortfolioType } from '../../shared/contracts/orders';
import type { WirePortfolio } from '../../shared/contracts/portfolios';
import type { PortfolioPolicy, PortfolioRecord } from '../db/portfolios-repository';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { findCatalogCurrency, type CatalogCurrency } from './currency-catalog';
import { portfolioPlans } from './portfolio-plans';
import { DAY_MS, HOUR_MS, type SeedContext } from './seed-context';
import type { SeedExchange } from './seed-exchanges';
import { TREASURY_USER_ID } from './seed-users';

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
  portfolio: WirePortfolio;
  policy: PortfolioPolicy;
  type: PortfolioType;
  /** Currencies the portfolio holds (one wallet each). */
  holdings: CatalogCurrency[];
  /** For ClearLoop portfolios: the exchange they are delegated to. */
  exchange?: SeedExchange;
  clientAccountId?: string;
}

export function seedPortfolios(
  context: SeedContext,
  exchanges: readonly SeedExchange[],
): SeededPortfolio[] {
  const random = context.random('portfolios');
  const seeded = portfolioPlans.map((plan): SeededPortfolio => {
    const portfolio = basePortfolio(
      context,
      random.uuid(),
      plan.name,
      plan.type,
      plan.description,
      random.int(120, 400),
    );
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
  const accounts = exchanges.flatMap((exchange, index) =>
    index === 0
      ? ([
          [exchange, 1],
          [exchange, 2],
        ] as const)
      : ([[exchange, 1]] as const),
  );
  for (const [exchange, accountNumber] of accounts) {
    const clientAccountId = `${exchange.code}-${random.int(1_000_000, 9_999_999)}`;
    const suffix = accountNumber === 1 ? '' : ' (sub-account)';
    const portfolio = basePortfolio(
      context,
      random.uuid(),
      `ClearLoop ${exchange.name}${suffix}`,
      'clearloop',
      `Funds delegated to ${exchange.name} through ClearLoop.`,
      random.int(60, 300),
    );
    portfolio.extra = {
      exchange: exchange.key,
      clientAccountId,
      parentPortfolioId: trading?.portfolio.portfolioId,
    };
    seeded.push({
      key: `clearloop-${exchange.key}-${accountNumber}`,
      portfolio,
      type: 'clearloop',
      policy: {
        requiredCoSigners: 0,
        allowedCoSigners: [],
        masterPasswordRequired: false,
        masterPasswordSha256: undefined,
      },
      holdings: exchange.settlementCurrencies.map((code) =>
        findCatalogCurrency(code, code === 'BTC' ? 'BTC' : 'ETH'),
      ),
      exchange,
      clientAccountId,
    });
  }
  return seeded;
}

function basePortfolio(
  context: SeedContext,
  portfolioId: string,
  name: string,
  type: PortfolioType,
  description: string,
  ageDays: number,
): WirePortfolio {
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
