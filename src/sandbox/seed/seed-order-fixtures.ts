import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import { findCatalogCurrency } from './currency-catalog';
import { HOUR_MS, MINUTE_MS } from './seed-context';
import { buildOrder, embeddedAddress, orderTimes, type OrderWorld } from './seed-order-builders';
import { transferPair } from './seed-order-pairs';
import { withdrawToAddress } from './seed-order-transfers';
import { coSignQueueOrders, requireAddress, requirePortfolio } from './seed-co-sign-fixtures';

/** The smallest amount the seed holds: one wei. */
export const TINY_AMOUNT = '0.000000000000000001';
/** The largest: 21 integer digits, beyond any JS number's exact range. */
export const HUGE_AMOUNT = '123456789012345678901.5';

/**
 * Hand-made orders the demo and the e2e journeys rely on: the co-sign queue,
 * master-password and waiting-approve orders, linked ClearLoop and transfer
 * pairs, and the extreme amounts. All are recent, so they top the list.
 */
export function fixtureOrders(world: OrderWorld): WireOrder[] {
  const portfolio = (key: string) => requirePortfolio(world, key);
  const recent = (status: OrderStatus, withinMs: number) => orderTimes(world, status, withinMs);

  const clearLoop = world.portfolios.find((entry) => entry.type === 'clearloop');
  const trading = portfolio('prime-trading');
  const usdt = findCatalogCurrency('USDT', 'ETH');
  const undelegations =
    clearLoop === undefined
      ? []
      : [
          ...transferPair(world, 'executed', {
            from: clearLoop,
            to: trading,
            undelegation: true,
            amount: '1500000',
            times: recent('executed', 20 * HOUR_MS),
          }),
          ...transferPair(world, 'processing', {
            from: clearLoop,
            to: trading,
            undelegation: true,
            amount: '250000.5',
            times: recent('processing', 40 * MINUTE_MS),
          }),
        ];
  const transfers = [
    ...transferPair(world, 'executed', {
      from: portfolio('treasury-vault'),
      to: portfolio('trading-vault'),
      times: recent('executed', 26 * HOUR_MS),
    }),
    ...transferPair(world, 'processing', {
      from: portfolio('operations'),
      to: trading,
      times: recent('processing', HOUR_MS),
    }),
  ];

  const eth = findCatalogCurrency('ETH');
  const coinbase = requireAddress(world, 'Coinbase Prime settlement');
  const extremes = [
    ...withdrawToAddress(world, 'executed', {
      portfolio: portfolio('operations'),
      currency: eth,
      destination: coinbase,
      amount: TINY_AMOUNT,
      times: recent('executed', 4 * HOUR_MS),
      extra: { description: 'Address verification (1 wei)' },
    }),
    buildOrder(world, {
      portfolio: portfolio('treasury-vault'),
      orderType: 'deposit',
      status: 'manual-resolving',
      currency: usdt,
      amount: HUGE_AMOUNT,
      times: recent('manual-resolving', 5 * HOUR_MS),
      externalPrefix: 'dp',
      extra: {
        fromAddresses: [`0x${world.random.hex(40)}`],
        transactionId: `0x${world.random.hex(64)}`,
        confirmations: '3',
      },
    }),
    // A deposit from one of our own address-book entries: the provider embeds the entry.
    buildOrder(world, {
      portfolio: portfolio('trading-vault'),
      orderType: 'deposit',
      status: 'executed',
      currency: eth,
      amount: '310.4',
      times: recent('executed', 8 * HOUR_MS),
      externalPrefix: 'dp',
      extra: {
        fromAddresses: [coinbase.address],
        fromCryptoAddressId: coinbase.cryptoAddressId,
        fromCryptoAddress: embeddedAddress(coinbase),
        transactionId: `0x${world.random.hex(64)}`,
        confirmations: '96',
      },
    }),
  ];
  return [...coSignQueueOrders(world), ...undelegations, ...transfers, ...extremes];
}
