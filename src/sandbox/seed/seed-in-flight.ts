import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import type { OrderOutcome } from '../db/progress-repository';
import { findCatalogCurrency } from './currency-catalog';
import { MINUTE_MS } from './seed-context';
import { orderTimes, type OrderWorld } from './seed-order-builders';
import { requireAddress, requirePortfolio } from './seed-co-sign-fixtures';
import { withdrawToAddress } from './seed-order-transfers';
import { TREASURY_USER_ID } from './seed-users';

export interface InFlightOrder {
  order: WireOrder;
  outcome: OrderOutcome;
}

const plans: readonly {
  status: OrderStatus;
  outcome: OrderOutcome;
  currency: readonly [string, string];
  to: string;
  amount: string;
  description: string;
}[] = [
  {
    status: 'new',
    outcome: 'executed',
    currency: ['BTC', 'BTC'],
    to: 'Kraken BTC deposit',
    amount: '0.84',
    description: 'Client redemption',
  },
  {
    status: 'new',
    outcome: 'rejected',
    currency: ['USDC', 'ETH'],
    to: 'Halcyon USDC treasury',
    amount: '48250',
    description: 'Supplier invoice',
  },
  {
    status: 'approved',
    outcome: 'executed',
    currency: ['SOL', 'SOL'],
    to: 'Blue Harbor SOL',
    amount: '310.5',
    description: 'Exchange top-up',
  },
  {
    status: 'approved',
    outcome: 'error',
    currency: ['ETH', 'ETH'],
    to: 'Coinbase Prime settlement',
    amount: '12.75',
    description: 'OTC settlement',
  },
  {
    status: 'processing',
    outcome: 'executed',
    currency: ['USDT', 'ETH'],
    to: 'Payroll provider USDT',
    amount: '23900',
    description: 'Payroll',
  },
  {
    status: 'processing',
    outcome: 'error',
    currency: ['BTC', 'BTC'],
    to: 'Kraken BTC deposit',
    amount: '1.2',
    description: 'Client redemption',
  },
];

/**
 * Withdrawals from Client Payments (no co-sign policy) caught mid-flight when
 * the sandbox starts: the lifecycle clock finishes them within seconds, and
 * the chosen few end `rejected` or `error`, so live and failure views have
 * something to show without touching any order a user or a test creates.
 */
export function inFlightOrders(world: OrderWorld): InFlightOrder[] {
  const portfolio = requirePortfolio(world, 'client-payments');
  return plans.flatMap((plan) =>
    withdrawToAddress(world, plan.status, {
      portfolio,
      currency: findCatalogCurrency(...plan.currency),
      destination: requireAddress(world, plan.to),
      amount: plan.amount,
      createdBy: TREASURY_USER_ID,
      times: orderTimes(world, plan.status, 20 * MINUTE_MS),
      extra: { description: plan.description },
    }).map((order) => ({ order, outcome: plan.outcome })),
  );
}
