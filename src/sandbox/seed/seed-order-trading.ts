import type { WireOrder, OrderStatus, OrderType } from '../../shared/contracts/orders';
import {
  stakingOperationsFor,
  stakingTransactionType,
  type StakingOperation,
} from '../../shared/contracts/create-order';
import { findCatalogCurrency, pickCatalogCurrency } from './currency-catalog';
import { multiply } from './exact-decimal';
import {
  amountWorth,
  buildOrder,
  chainExtra,
  orderTimes,
  pickPortfolio,
  senderAddresses,
  type OrderWorld,
} from './seed-order-builders';
import { TREASURY_USER_ID } from './seed-users';

/** An OTC or RFQ trade in a trading portfolio, against a stablecoin. */
export function trade(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['prime-trading', 'trading-vault']);
  const base = pickCatalogCurrency(random, [
    ['BTC', 'BTC'],
    ['ETH', 'ETH'],
    ['SOL', 'SOL'],
  ]);
  const quote = findCatalogCurrency(random.pick(['USDT', 'USDC']), 'ETH');
  const amount = amountWorth(world, base, 10_000, 2_500_000);
  const limitType = random.pick(['otc', 'rfq'] as const);
  const counterparty =
    limitType === 'otc' && world.counterparties.length > 0
      ? random.pick(world.counterparties)
      : undefined;
  const order = buildOrder(world, {
    portfolio,
    orderType: random.chance(0.5) ? 'buy' : 'sell',
    status,
    currency: base,
    amount,
    createdBy: TREASURY_USER_ID,
    times: orderTimes(world, status),
    externalPrefix: 'tr',
    extra: {
      marketPrice: base.usdPrice,
      totalQuoteAmount: multiply(amount, base.usdPrice, quote.decimals),
      reportingQuoteCurrencyRate: quote.usdPrice,
      deliveryType: random.pick(['free-of-payment', 'payment-vs-payment'] as const),
      ...(counterparty === undefined ? {} : { toCounterpartyId: counterparty.counterpartyId }),
    },
  });
  return [
    { ...order, limitType, quoteCurrency: quote.currency, quoteMainCurrency: quote.mainCurrency },
  ];
}

/** A staking operation (a withdraw order with a staking transaction type) in the staking portfolio. */
export function stakingOperation(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['staking']);
  const currency = random.pick(portfolio.holdings);
  const operations = stakingOperationsFor(currency.currency);
  const operation = random.pick<StakingOperation>(
    operations.length > 0 ? operations : ['stake-delegation'],
  );
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'withdraw',
      status,
      currency,
      createdBy: TREASURY_USER_ID,
      externalPrefix: 'stk',
      amount: amountWorth(world, currency, 1_000, 1_500_000),
      times: orderTimes(world, status),
      extra: {
        blockchainTransactionType: stakingTransactionType(operation),
        // ALGO's registrations travel as stake-(un)delegation; the description names them.
        ...(stakingTransactionType(operation) === operation
          ? {}
          : { description: `Algorand ${operation.replace('-', ' ')}` }),
        feeLevel: 'medium',
        ...chainExtra(world, currency, status),
      },
    }),
  ];
}

/** Staking rewards credited to, or claimed in, the staking portfolio. */
export function reward(
  world: OrderWorld,
  status: OrderStatus,
  orderType: Extract<OrderType, 'earn-reward' | 'earn-shared-reward' | 'claim-shared-reward'>,
): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['staking']);
  const currency = random.pick(portfolio.holdings);
  return [
    buildOrder(world, {
      portfolio,
      orderType,
      status,
      currency,
      externalPrefix: 'rwd',
      amount: amountWorth(world, currency, 1, 4_000),
      times: orderTimes(world, status),
      extra: {
        ...(orderType === 'claim-shared-reward'
          ? { blockchainTransactionType: 'take-reward' as const }
          : { fromAddresses: senderAddresses(world, currency) }),
        ...chainExtra(world, currency, status),
      },
    }),
  ];
}
