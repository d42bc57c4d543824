import type { Order, OrderStatus } from '../../../shared/contracts/orders';
import { findCatalogCurrency } from './currency-catalog';
import { HOUR_MS, MINUTE_MS } from './seed-context';
import { buildOrder, estimatedFees, orderTimes, type OrderWorld } from './seed-order-builders';
import { multiSmartCall } from './seed-order-kinds';
import { transferPair, withdrawToAddress } from './seed-order-transfers';
import type { SeededPortfolio } from './seed-portfolios';
import { APPROVER_IDS, TREASURY_USER_ID } from './seed-users';

/** The smallest amount the seed holds: one wei. */
export const TINY_AMOUNT = '0.000000000000000001';
/** The largest: 21 integer digits, beyond any JS number's exact range. */
export const HUGE_AMOUNT = '123456789012345678901.5';

/**
 * Hand-made orders the demo and the e2e journeys rely on: the co-sign queue,
 * master-password and waiting-approve orders, linked ClearLoop and transfer
 * pairs, and the extreme amounts. All are recent, so they top the list.
 */
export function fixtureOrders(world: OrderWorld): Order[] {
  const portfolio = (key: string): SeededPortfolio => {
    const found = world.portfolios.find((entry) => entry.key === key);
    if (found === undefined) throw new Error(`Seed portfolio ${key} is missing`);
    return found;
  };
  const destination = (name: string) => {
    const found = world.addressBook.find((entry) => entry.name === name);
    if (found === undefined) throw new Error(`Seed address ${name} is missing`);
    return found;
  };
  const recent = (status: OrderStatus, withinMs: number) => orderTimes(world, status, withinMs);
  const [marcus] = APPROVER_IDS;

  const pending = (
    key: string,
    currency: readonly [string, string],
    to: string,
    amount: string,
    status: OrderStatus,
    options: { createdBy?: string; approvedSoFar?: number; withinMs?: number; description?: string } = {},
  ): Order[] => {
    const catalog = findCatalogCurrency(...currency);
    return withdrawToAddress(world, status, {
      portfolio: portfolio(key),
      currency: catalog,
      destination: destination(to),
      amount,
      createdBy: options.createdBy ?? TREASURY_USER_ID,
      approvedSoFar: options.approvedSoFar ?? 0,
      times: recent(status, options.withinMs ?? 6 * HOUR_MS),
      extra: { estimatedFees: estimatedFees(world, catalog), ...(options.description === undefined ? {} : { description: options.description }) },
    });
  };

  const coSignQueue = [
    // Treasury Vault: two of Marcus and Amara must approve.
    ...pending('treasury-vault', ['USDC', 'ETH'], 'Halcyon USDC treasury', '250000', 'co-sign-require', { withinMs: 30 * MINUTE_MS, description: 'Loan repayment to Halcyon' }),
    ...pending('treasury-vault', ['BTC', 'BTC'], 'Kraken BTC deposit', '12.5', 'co-sign-require', { approvedSoFar: 1, description: 'Rebalance to Kraken' }),
    ...pending('treasury-vault', ['ETH', 'ETH'], 'Coinbase Prime settlement', '420.75', 'co-sign-require'),
    ...pending('treasury-vault', ['ETH', 'ETH'], 'Meridian Markets ETH (updated)', '85', 'co-sign-require', { description: 'OTC settlement (new address)' }),
    // Operations: only Marcus may co-sign.
    ...pending('operations', ['USDT', 'ETH'], 'Payroll provider USDT', '184230.55', 'co-sign-require', { description: 'October payroll' }),
    ...pending('operations', ['SOL', 'SOL'], 'Blue Harbor SOL', '1520.125', 'co-sign-require'),
    // Cold Reserve: one co-signer, then the master password. Marcus created one, so he cannot approve it.
    ...pending('cold-reserve', ['BTC', 'BTC'], 'Ledger cold wallet BTC', '40', 'co-sign-require', { createdBy: marcus }),
    ...pending('cold-reserve', ['ETH', 'ETH'], 'Coinbase Prime settlement', '1200', 'co-sign-require'),
    ...pending('cold-reserve', ['ETH', 'ETH'], 'Coinbase Prime settlement', '2500', 'master-password-required', { approvedSoFar: 1 }),
    ...pending('cold-reserve', ['BTC', 'BTC'], 'Kraken BTC deposit', '75.25', 'master-password-required', { approvedSoFar: 1 }),
    // Waiting for an administrator's approval rather than co-signers.
    ...pending('client-payments', ['USDC', 'ETH'], 'Halcyon USDC treasury', '98000', 'waiting-approve'),
    ...pending('client-payments', ['BTC', 'BTC'], 'Kraken BTC deposit', '3.2', 'waiting-approve'),
    ...pending('treasury-vault', ['USDT', 'ETH'], 'Payroll provider USDT', '500000', 'waiting-approve', { approvedSoFar: 2 }),
  ];

  const smartCall = multiSmartCall(world, 'co-sign-require').map((order) => ({
    ...order,
    ...recent('co-sign-require', 3 * HOUR_MS),
    extra: { ...order.extra, coSigners: [] },
  }));

  const clearLoop = world.portfolios.find((entry) => entry.type === 'clearloop');
  const trading = portfolio('prime-trading');
  const usdt = findCatalogCurrency('USDT', 'ETH');
  const undelegations =
    clearLoop === undefined
      ? []
      : [
          ...transferPair(world, 'executed', { from: clearLoop, to: trading, undelegation: true, amount: '1500000', times: recent('executed', 20 * HOUR_MS) }),
          ...transferPair(world, 'processing', { from: clearLoop, to: trading, undelegation: true, amount: '250000.5', times: recent('processing', 40 * MINUTE_MS) }),
        ];
  const transfers = [
    ...transferPair(world, 'executed', { from: portfolio('treasury-vault'), to: portfolio('trading-vault'), times: recent('executed', 26 * HOUR_MS) }),
    ...transferPair(world, 'processing', { from: portfolio('operations'), to: trading, times: recent('processing', HOUR_MS) }),
  ];

  const eth = findCatalogCurrency('ETH');
  const coinbase = destination('Coinbase Prime settlement');
  const extremes = [
    ...withdrawToAddress(world, 'executed', {
      portfolio: portfolio('operations'), currency: eth, destination: coinbase, amount: TINY_AMOUNT,
      times: recent('executed', 4 * HOUR_MS), extra: { description: 'Address verification (1 wei)' },
    }),
    buildOrder(world, {
      portfolio: portfolio('treasury-vault'), orderType: 'deposit', status: 'manual-resolving', currency: usdt, amount: HUGE_AMOUNT,
      times: recent('manual-resolving', 5 * HOUR_MS), externalPrefix: 'dp',
      extra: { fromAddresses: [`0x${world.random.hex(40)}`], transactionId: `0x${world.random.hex(64)}`, confirmations: '3' },
    }),
    // A deposit from one of our own address-book entries: the provider embeds the entry.
    buildOrder(world, {
      portfolio: portfolio('trading-vault'), orderType: 'deposit', status: 'executed', currency: eth, amount: '310.4',
      times: recent('executed', 8 * HOUR_MS), externalPrefix: 'dp',
      extra: {
        fromAddresses: [coinbase.address], fromCryptoAddressId: coinbase.cryptoAddressId, fromCryptoAddress: coinbase,
        transactionId: `0x${world.random.hex(64)}`, confirmations: '96',
      },
    }),
  ];
  return [...coSignQueue, ...smartCall, ...undelegations, ...transfers, ...extremes];
}
