import type { WireCurrency, CurrencyTag } from '../../shared/contracts/currencies';
import type { WireLoanCounterparty } from '../../shared/contracts/loan-embedded-items';
import type { WireOrganization } from '../../shared/contracts/organizations';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { currencyCatalog, type CatalogCurrency } from './currency-catalog';
import { DAY_MS, type SeedContext } from './seed-context';

/** An organization with its lending-network counterparty. */
export interface SeedOrganization {
  key: 'northwind' | 'halcyon' | 'meridian' | 'blue-harbor' | 'agency-desk';
  organization: WireOrganization;
  counterparty: WireLoanCounterparty;
}

const organizationPlans = [
  {
    key: 'northwind',
    name: 'Northwind Capital',
    alias: 'northwind',
    type: 'standard',
    featured: false,
    description: 'Digital asset treasury and trading.',
  },
  {
    key: 'halcyon',
    name: 'Halcyon Lending Ltd',
    alias: 'halcyon',
    type: 'standard',
    featured: true,
    description: 'Institutional lender of stablecoins and majors.',
  },
  {
    key: 'meridian',
    name: 'Meridian Markets AG',
    alias: 'meridian',
    type: 'standard',
    featured: true,
    description: 'Market maker, borrows inventory.',
  },
  {
    key: 'blue-harbor',
    name: 'Blue Harbor Asset Management',
    alias: 'blueharbor',
    type: 'standard',
    featured: false,
    description: 'Fund manager, bilateral borrower.',
  },
  {
    key: 'agency-desk',
    name: 'Copper Agency Lending Desk',
    alias: 'agency-desk',
    type: 'agency-desk',
    featured: true,
    description: 'Agent of the agency lending programme.',
  },
] as const;

export function seedOrganizations(context: SeedContext): SeedOrganization[] {
  const random = context.random('organizations');
  return organizationPlans.map((plan, index): SeedOrganization => {
    const organizationId = plan.key === 'northwind' ? SANDBOX_ORGANIZATION_ID : random.uuid();
    return {
      key: plan.key,
      organization: {
        organizationId,
        organizationName: plan.name,
        organizationType: 'standard',
        reportingCurrency: 'USD',
        alias: plan.alias,
        createdAt: String(context.anchorMs - (900 - index * 60) * DAY_MS),
      },
      counterparty: {
        counterpartyId: random.uuid(),
        counterpartyName: plan.name,
        counterpartyType: plan.type,
        networkTag: plan.alias,
        counterpartyDescription: plan.description,
        imageId: random.uuid(),
        priority: String(index + 1),
        tags: plan.featured ? ['featured'] : [],
      },
    };
  });
}

const portfolioKinds = ['custody', 'trading-vault', 'trading', 'external'] as const;

function tagsFor(entry: CatalogCurrency): CurrencyTag[] {
  const tags: CurrencyTag[] = [];
  for (const kind of portfolioKinds)
    tags.push(`deposit-${kind}`, `withdraw-${kind}`, `show-${kind}`);
  if (entry.stableCoin || entry.currency === 'BTC' || entry.currency === 'ETH')
    tags.push('show-clearloop');
  if (entry.defiAllowed) tags.push('defi-allowed');
  return tags;
}

/** The currency catalog as GET /currencies documents. */
export function seedCurrencies(): WireCurrency[] {
  return currencyCatalog.map((entry) => ({
    currency: entry.currency,
    mainCurrency: entry.mainCurrency,
    name: entry.name,
    networkName: entry.networkName,
    protocol:
      entry.currency === entry.mainCurrency
        ? 'native'
        : entry.mainCurrency === 'ETH'
          ? 'ERC20'
          : 'SPL',
    decimal: String(entry.decimals),
    confirmations: String(entry.confirmations),
    fiat: false,
    stableCoin: entry.stableCoin,
    tags: tagsFor(entry),
    // Stablecoins move between their networks with cross-chain orders.
    crossChainNetworks: entry.stableCoin
      ? currencyCatalog
          .filter(
            (other) =>
              other.currency === entry.currency && other.mainCurrency !== entry.mainCurrency,
          )
          .map((other) => other.mainCurrency)
      : [],
  }));
}
