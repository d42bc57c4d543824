import type { WireCryptoAddress, TravelRuleStatus } from '../../shared/contracts/crypto-addresses';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { addressFor } from './chain-formats';
import { DAY_MS, randomPast, type SeedContext } from './seed-context';
import { TREASURY_USER_ID } from './seed-users';

interface AddressPlan {
  name: string;
  currency: string;
  mainCurrency: string;
  travelRule: TravelRuleStatus;
  reason?: string;
  category: 'vasp' | 'self-hosted' | 'smart-contract';
  /** Copies the first 6 and last 4 characters of the named entry: an address-poisoning look-alike. */
  lookAlikeOf?: string;
}

const plans: readonly AddressPlan[] = [
  {
    name: 'Kraken BTC deposit',
    currency: 'BTC',
    mainCurrency: 'BTC',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Coinbase Prime settlement',
    currency: 'ETH',
    mainCurrency: 'ETH',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Meridian Markets ETH',
    currency: 'ETH',
    mainCurrency: 'ETH',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Meridian Markets ETH (updated)',
    currency: 'ETH',
    mainCurrency: 'ETH',
    travelRule: 'passed',
    category: 'vasp',
    lookAlikeOf: 'Meridian Markets ETH',
  },
  {
    name: 'Halcyon USDC treasury',
    currency: 'USDC',
    mainCurrency: 'ETH',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Blue Harbor SOL',
    currency: 'SOL',
    mainCurrency: 'SOL',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Blue Harbor USDC (Solana)',
    currency: 'USDC',
    mainCurrency: 'SOL',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Payroll provider USDT',
    currency: 'USDT',
    mainCurrency: 'ETH',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Ledger cold wallet BTC',
    currency: 'BTC',
    mainCurrency: 'BTC',
    travelRule: 'passed',
    category: 'self-hosted',
  },
  {
    name: 'Avalanche treasury',
    currency: 'AVAX',
    mainCurrency: 'AVAX',
    travelRule: 'passed',
    category: 'self-hosted',
  },
  {
    name: 'Polkadot validator payout',
    currency: 'DOT',
    mainCurrency: 'DOT',
    travelRule: 'passed',
    category: 'self-hosted',
  },
  {
    // Pasted from a partner's portal with its markup: the UI must show it as plain text.
    name: 'Cardano treasury <b>cold</b> <script>alert("ada")</script>',
    currency: 'ADA',
    mainCurrency: 'ADA',
    travelRule: 'passed',
    category: 'self-hosted',
  },
  {
    name: 'Binance BNB deposit',
    currency: 'BNB',
    mainCurrency: 'BNB',
    travelRule: 'passed',
    category: 'vasp',
  },
  {
    name: 'Bitstamp BTC',
    currency: 'BTC',
    mainCurrency: 'BTC',
    travelRule: 'pending',
    category: 'vasp',
    reason: 'Awaiting confirmation from the beneficiary VASP.',
  },
  {
    name: 'New OTC desk ETH',
    currency: 'ETH',
    mainCurrency: 'ETH',
    travelRule: 'pending',
    category: 'vasp',
    reason: 'Beneficiary details submitted; counterparty review in progress.',
  },
  {
    name: 'Tron bridge USDT',
    currency: 'USDT',
    mainCurrency: 'ETH',
    travelRule: 'failed',
    category: 'vasp',
    reason: 'Beneficiary VASP could not be identified.',
  },
  {
    name: 'Personal wallet SOL',
    currency: 'SOL',
    mainCurrency: 'SOL',
    travelRule: 'failed',
    category: 'self-hosted',
    reason: 'Beneficiary name does not match the account holder.',
  },
  {
    name: 'Unverified mixer',
    currency: 'ETH',
    mainCurrency: 'ETH',
    travelRule: 'failed',
    category: 'smart-contract',
    reason: 'Address flagged by sanctions screening.',
  },
];

/** Address-book entries with Travel Rule passed, pending and failed, and one look-alike pair. */
export function seedAddressBook(context: SeedContext): WireCryptoAddress[] {
  const random = context.random('address-book');
  const entries: WireCryptoAddress[] = [];
  for (const plan of plans) {
    const original =
      plan.lookAlikeOf === undefined
        ? undefined
        : entries.find((entry) => entry.name === plan.lookAlikeOf);
    const address =
      original === undefined
        ? addressFor(plan.mainCurrency, random)
        : `${original.address.slice(0, 6)}${random.chars('0123456789abcdefABCDEF', original.address.length - 10)}${original.address.slice(-4)}`;
    const cryptoAddressId = random.uuid();
    // The look-alike is the newest entry, as a poisoning attempt would be.
    const createdAt =
      original === undefined
        ? randomPast(context, random, 180 * DAY_MS, 20 * DAY_MS)
        : randomPast(context, random, 2 * DAY_MS, DAY_MS);
    const accountBased = ['ETH', 'SOL', 'AVAX', 'BNB'].includes(plan.mainCurrency);
    entries.push({
      cryptoAddressId,
      name: plan.name,
      currency: plan.currency,
      mainCurrency: plan.mainCurrency,
      address,
      addressType:
        plan.category === 'smart-contract' ? 'smart-contract' : 'externally-owned-account',
      category: plan.category,
      acceptTokens: accountBased,
      addressTags: [],
      isWhitelist: plan.travelRule === 'passed',
      organizationId: SANDBOX_ORGANIZATION_ID,
      portfolioIds: [],
      createdAt: String(createdAt),
      createdBy: TREASURY_USER_ID,
      updatedAt: String(Math.min(context.anchorMs, createdAt + random.int(1, 48) * 3_600_000)),
      updatedBy: TREASURY_USER_ID,
      ...(plan.travelRule === 'passed' && original === undefined
        ? { lastUsedAt: String(randomPast(context, random, 10 * DAY_MS)) }
        : {}),
      travelRuleStatus: plan.travelRule,
      ...(plan.reason === undefined ? {} : { travelRuleReason: plan.reason }),
      extra: {},
      _embedded: {
        currencyConfigurations: [
          {
            currencyConfigurationId: random.uuid(),
            cryptoAddressId,
            currency: plan.currency,
            createdAt: String(createdAt),
            createdBy: TREASURY_USER_ID,
            isWhitelist: plan.travelRule === 'passed',
            portfolioIds: [],
            extra: {},
          },
        ],
      },
    });
  }
  return entries;
}
