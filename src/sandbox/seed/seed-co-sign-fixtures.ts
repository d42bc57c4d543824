import type { WireCryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import { findCatalogCurrency, type CurrencyPair } from './currency-catalog';
import { HOUR_MS, MINUTE_MS } from './seed-context';
import { estimatedFees, orderTimes, type OrderWorld } from './seed-order-builders';
import { multiSmartCall } from './seed-order-chain-ops';
import { withdrawToAddress } from './seed-order-transfers';
import type { SeededPortfolio } from './seed-portfolios';
import { APPROVER_IDS, TREASURY_USER_ID } from './seed-users';

export function requirePortfolio(world: OrderWorld, key: string): SeededPortfolio {
  const found = world.portfolios.find((entry) => entry.key === key);
  if (found === undefined) throw new Error(`Seed portfolio ${key} is missing`);
  return found;
}

export function requireAddress(world: OrderWorld, name: string): WireCryptoAddress {
  const found = world.addressBook.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`Seed address ${name} is missing`);
  return found;
}

interface PendingPlan {
  portfolio: string;
  currency: CurrencyPair;
  to: string;
  amount: string;
  status: OrderStatus;
  createdBy?: string;
  approvedSoFar?: number;
  withinMs?: number;
  description?: string;
}

const [marcus] = APPROVER_IDS;

const pendingPlans: readonly PendingPlan[] = [
  // Treasury Vault: two of Marcus and Amara must approve.
  {
    portfolio: 'treasury-vault',
    currency: ['USDC', 'ETH'],
    to: 'Halcyon USDC treasury',
    amount: '250000',
    status: 'co-sign-require',
    withinMs: 30 * MINUTE_MS,
    description: 'Loan repayment to Halcyon',
  },
  {
    portfolio: 'treasury-vault',
    currency: ['BTC', 'BTC'],
    to: 'Kraken BTC deposit',
    amount: '12.5',
    status: 'co-sign-require',
    approvedSoFar: 1,
    // Markup typed into a free-text field: the UI must show it as plain text.
    description: 'Rebalance to Kraken <img src=x onerror=alert(1)> <script>alert("order")</script>',
  },
  {
    portfolio: 'treasury-vault',
    currency: ['ETH', 'ETH'],
    to: 'Coinbase Prime settlement',
    amount: '420.75',
    status: 'co-sign-require',
  },
  // Sent to the look-alike entry: the review screen must make the difference visible.
  {
    portfolio: 'treasury-vault',
    currency: ['ETH', 'ETH'],
    to: 'Meridian Markets ETH (updated)',
    amount: '85',
    status: 'co-sign-require',
    description: 'OTC settlement (new address)',
  },
  // Operations: only Marcus may co-sign.
  {
    portfolio: 'operations',
    currency: ['USDT', 'ETH'],
    to: 'Payroll provider USDT',
    amount: '184230.55',
    status: 'co-sign-require',
    description: 'October payroll',
  },
  {
    portfolio: 'operations',
    currency: ['SOL', 'SOL'],
    to: 'Blue Harbor SOL',
    amount: '1520.125',
    status: 'co-sign-require',
  },
  // Cold Reserve: one co-signer, then the master password. Marcus created one, so he cannot approve it.
  {
    portfolio: 'cold-reserve',
    currency: ['BTC', 'BTC'],
    to: 'Ledger cold wallet BTC',
    amount: '40',
    status: 'co-sign-require',
    createdBy: marcus,
  },
  {
    portfolio: 'cold-reserve',
    currency: ['ETH', 'ETH'],
    to: 'Coinbase Prime settlement',
    amount: '1200',
    status: 'co-sign-require',
  },
  {
    portfolio: 'cold-reserve',
    currency: ['ETH', 'ETH'],
    to: 'Coinbase Prime settlement',
    amount: '2500',
    status: 'master-password-required',
    approvedSoFar: 1,
  },
  {
    portfolio: 'cold-reserve',
    currency: ['BTC', 'BTC'],
    to: 'Kraken BTC deposit',
    amount: '75.25',
    status: 'master-password-required',
    approvedSoFar: 1,
  },
  // Waiting for an administrator's approval rather than co-signers.
  {
    portfolio: 'client-payments',
    currency: ['USDC', 'ETH'],
    to: 'Halcyon USDC treasury',
    amount: '98000',
    status: 'waiting-approve',
  },
  {
    portfolio: 'client-payments',
    currency: ['BTC', 'BTC'],
    to: 'Kraken BTC deposit',
    amount: '3.2',
    status: 'waiting-approve',
  },
  {
    portfolio: 'treasury-vault',
    currency: ['USDT', 'ETH'],
    to: 'Payroll provider USDT',
    amount: '500000',
    status: 'waiting-approve',
    approvedSoFar: 2,
  },
];

/**
 * The approval queue: withdrawals waiting for co-signers, for the master
 * password or for approval, each with a fee estimate, plus a multi-smart-call.
 */
export function coSignQueueOrders(world: OrderWorld): WireOrder[] {
  const pending = pendingPlans.flatMap((plan) => {
    const currency = findCatalogCurrency(...plan.currency);
    return withdrawToAddress(world, plan.status, {
      portfolio: requirePortfolio(world, plan.portfolio),
      currency,
      destination: requireAddress(world, plan.to),
      amount: plan.amount,
      createdBy: plan.createdBy ?? TREASURY_USER_ID,
      approvedSoFar: plan.approvedSoFar ?? 0,
      times: orderTimes(world, plan.status, plan.withinMs ?? 6 * HOUR_MS),
      extra: {
        estimatedFees: estimatedFees(world, currency),
        ...(plan.description === undefined ? {} : { description: plan.description }),
      },
    });
  });
  const smartCall = multiSmartCall(world, 'co-sign-require').map((order) => ({
    ...order,
    ...orderTimes(world, 'co-sign-require', 3 * HOUR_MS),
    extra: { ...order.extra, coSigners: [] },
  }));
  return [...pending, ...smartCall];
}
