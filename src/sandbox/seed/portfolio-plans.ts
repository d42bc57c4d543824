import type { PortfolioType } from '../../shared/contracts/orders';
import { stakingCurrencies } from './currency-catalog';
import { APPROVER_IDS } from './seed-users';

/** What the seed creates for each non-ClearLoop portfolio: type, co-sign policy, holdings. */

export interface PortfolioPlan {
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

const majors = [
  ['BTC', 'BTC'],
  ['ETH', 'ETH'],
  ['USDC', 'ETH'],
  ['USDT', 'ETH'],
  ['SOL', 'SOL'],
  ['USDC', 'SOL'],
] as const;

export const portfolioPlans: readonly PortfolioPlan[] = [
  {
    key: 'treasury-vault',
    name: 'Treasury Vault',
    type: 'custody',
    usd: [2_000_000, 40_000_000],
    description: 'Long-term treasury holdings; two approvers sign every outgoing transfer.',
    requiredCoSigners: 2,
    allowedCoSigners: [...APPROVER_IDS],
    holdings: [...majors, ['USDT', 'SOL'], ['AVAX', 'AVAX']],
  },
  {
    key: 'cold-reserve',
    name: 'Cold Reserve',
    type: 'custody',
    usd: [5_000_000, 60_000_000],
    description: 'Deep cold storage; one co-signer and the master password.',
    requiredCoSigners: 1,
    masterPassword: true,
    holdings: [
      ['BTC', 'BTC'],
      ['ETH', 'ETH'],
    ],
  },
  {
    key: 'operations',
    name: 'Operations Hot Wallet',
    type: 'custody',
    usd: [50_000, 2_500_000],
    description: 'Day-to-day payments; Marcus Chen co-signs.',
    requiredCoSigners: 1,
    allowedCoSigners: ['user-marcus-chen'],
    holdings: [...majors, ['BNB', 'BNB']],
  },
  {
    key: 'staking',
    name: 'Staking Custody',
    type: 'custody',
    usd: [20_000, 3_000_000],
    description: 'Assets delegated to validators.',
    holdings: stakingCurrencies.map((code) => [code, code] as const),
  },
  {
    key: 'client-payments',
    name: 'Client Payments',
    type: 'custody',
    usd: [10_000, 800_000],
    description: 'Outgoing client redemptions.',
    holdings: majors,
  },
  {
    key: 'trading-vault',
    name: 'Trading Vault',
    type: 'trading-vault',
    usd: [500_000, 12_000_000],
    description: 'Collateral staged for trading.',
    holdings: majors,
  },
  {
    key: 'prime-trading',
    name: 'Prime Trading',
    type: 'trading',
    usd: [250_000, 9_000_000],
    description: 'OTC and RFQ trading; receives ClearLoop undelegations.',
    holdings: [...majors, ['USDT', 'SOL']],
  },
  {
    key: 'kraken-external',
    name: 'Kraken Main (external)',
    type: 'external',
    usd: [100_000, 4_000_000],
    description: 'Balance held on Kraken, read via API.',
    holdings: [
      ['BTC', 'BTC'],
      ['ETH', 'ETH'],
      ['USDT', 'ETH'],
    ],
  },
  {
    key: 'ledger-external',
    name: 'Ledger Treasury (external)',
    type: 'external',
    usd: [20_000, 600_000],
    description: 'Self-custodied hardware wallet, tracked only.',
    holdings: [
      ['BTC', 'BTC'],
      ['SOL', 'SOL'],
    ],
  },
];
