import type { WireCryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { WireLoanCounterparty } from '../../shared/contracts/loan-embedded-items';
import type {
  WireOrder,
  WireOrderExtra,
  OrderStatus,
  OrderType,
} from '../../shared/contracts/orders';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { addressFor, transactionIdFor } from './chain-formats';
import { unitsForUsd, type CatalogCurrency } from './currency-catalog';
import type { Random } from './prng';
import { DAY_MS, HISTORY_DAYS, MINUTE_MS, randomPast, type SeedContext } from './seed-context';
import type { SeededPortfolio } from './seed-portfolios';

/** What order generation draws from, plus a counter for unique client order ids. */
export interface OrderWorld {
  context: SeedContext;
  random: Random;
  portfolios: readonly SeededPortfolio[];
  addressBook: readonly WireCryptoAddress[];
  /** Copper Network counterparties other than the sandbox organization. */
  counterparties: readonly WireLoanCounterparty[];
  sequence: { value: number };
}

/** Statuses after which an order no longer changes: they carry `terminatedAt`. */
export const terminalOrderStatuses: readonly OrderStatus[] = [
  'executed',
  'settled',
  'canceled',
  'rejected',
  'declined',
  'error',
  'rejected-part-signed-tx-added',
  'rejected-full-signed-tx-added',
];

/** Statuses in which the transaction is on chain, so it has a hash. */
const onChainStatuses: readonly OrderStatus[] = [
  'executed',
  'settled',
  'processing',
  'manual-resolving',
  'blocked',
  'waiting-accept-deposit',
  'waiting-reject-deposit',
];

export interface OrderTimes {
  createdAt: string;
  updatedAt: string;
  terminatedAt?: string;
}

/**
 * Finished orders spread over the whole history; live ones are recent, as in
 * a real queue. `recentWithinMs` pins an order to the last moments (fixtures).
 */
export function orderTimes(
  world: OrderWorld,
  status: OrderStatus,
  recentWithinMs?: number,
): OrderTimes {
  const { context, random } = world;
  const terminal = terminalOrderStatuses.includes(status);
  const maxAge = recentWithinMs ?? (terminal ? HISTORY_DAYS * DAY_MS : 2 * DAY_MS);
  const createdAt = randomPast(context, random, maxAge, Math.min(maxAge / 10, 10 * MINUTE_MS));
  const updatedAt = Math.min(
    context.anchorMs,
    createdAt + random.int(1, terminal ? 8 * 60 : 30) * MINUTE_MS,
  );
  return {
    createdAt: String(createdAt),
    updatedAt: String(updatedAt),
    ...(terminal ? { terminatedAt: String(updatedAt) } : {}),
  };
}

export function nextExternalOrderId(world: OrderWorld, prefix: string): string {
  world.sequence.value += 1;
  return `${prefix}-${String(world.sequence.value).padStart(7, '0')}`;
}

/** An amount worth roughly `minUsd`–`maxUsd` in the currency, with its decimals. */
export function amountWorth(
  world: OrderWorld,
  currency: CatalogCurrency,
  minUsd: number,
  maxUsd: number,
): string {
  const [minUnits, maxUnits] = unitsForUsd(currency, minUsd, maxUsd);
  return world.random.amount(minUnits, maxUnits, currency.decimals);
}

export interface OrderDraft {
  portfolio: SeededPortfolio;
  orderType: OrderType;
  status: OrderStatus;
  currency: CatalogCurrency;
  amount: string;
  times: OrderTimes;
  createdBy?: string;
  extra?: WireOrderExtra;
  externalPrefix?: string;
}

/** The fields every order has; `extra` is merged over the reporting rate. */
export function buildOrder(world: OrderWorld, draft: OrderDraft): WireOrder {
  const { portfolio, currency } = draft;
  return {
    orderId: world.random.uuid(),
    externalOrderId: nextExternalOrderId(
      world,
      draft.externalPrefix ?? draft.orderType.slice(0, 3),
    ),
    orderType: draft.orderType,
    status: draft.status,
    portfolioId: portfolio.portfolio.portfolioId,
    portfolioType: portfolio.type,
    amount: draft.amount,
    baseCurrency: currency.currency,
    mainCurrency: currency.mainCurrency,
    organizationId: SANDBOX_ORGANIZATION_ID,
    ...(draft.createdBy === undefined ? {} : { createdBy: draft.createdBy }),
    ...draft.times,
    extra: { reportingCurrencyRate: currency.usdPrice, ...draft.extra },
  };
}

/** On-chain facts of a transfer in the given status. */
export function chainExtra(
  world: OrderWorld,
  currency: CatalogCurrency,
  status: OrderStatus,
): WireOrderExtra {
  if (!onChainStatuses.includes(status)) return {};
  return {
    transactionId: transactionIdFor(currency.mainCurrency, world.random),
    confirmations: String(
      status === 'executed'
        ? currency.confirmations + world.random.int(0, 40)
        : world.random.int(0, currency.confirmations),
    ),
  };
}

/**
 * An address-book entry as an order embeds it (`extra.fromCryptoAddress`): the provider's
 * record, without the Travel Rule fields that only the sandbox's address book carries.
 */
export function embeddedAddress(
  entry: WireCryptoAddress,
): NonNullable<WireOrderExtra['fromCryptoAddress']> {
  const record = { ...entry };
  delete record.travelRuleStatus;
  delete record.travelRuleReason;
  return record;
}

/** Passed address-book entries usable for the currency (tokens need `acceptTokens`). */
export function destinationsFor(world: OrderWorld, currency: CatalogCurrency): WireCryptoAddress[] {
  return world.addressBook.filter(
    (entry) =>
      entry.travelRuleStatus === 'passed' &&
      entry.mainCurrency === currency.mainCurrency &&
      (entry.currency === currency.currency || entry.acceptTokens === true),
  );
}

export function feeFor(world: OrderWorld, currency: CatalogCurrency): string {
  return amountWorth(world, currency, 0, 25);
}

/** A fee estimate as the provider attaches to pending withdrawals. */
export function estimatedFees(
  world: OrderWorld,
  currency: CatalogCurrency,
): NonNullable<WireOrderExtra['estimatedFees']> {
  const evm = ['ETH', 'AVAX', 'BNB'].includes(currency.mainCurrency);
  const fee = world.random.amount(0, 0, 6);
  return {
    fee,
    feeCurrency: currency.mainCurrency,
    estimatedTime: String(world.random.int(1, 30) * 60_000),
    reportingCurrencyRate: currency.usdPrice,
    ...(evm
      ? {
          baseFeePerGas: `${world.random.int(8, 40)}.${world.random.int(0, 9)}`,
          gasPriceGwei: `${world.random.int(10, 60)}.${world.random.int(0, 9)}`,
          maxFeePerGas: `${world.random.int(60, 120)}`,
          maxPriorityFeePerGas: `${world.random.int(1, 3)}`,
          gasLimit: { value: currency.currency === currency.mainCurrency ? '21000' : '65000' },
        }
      : {
          transactionBytes: String(world.random.int(180, 420)),
          feePerByte: { value: String(world.random.int(4, 40)) },
        }),
  };
}

/** A sender address for deposits: usually unknown, sometimes one of our own entries. */
export function senderAddresses(world: OrderWorld, currency: CatalogCurrency): string[] {
  return Array.from({ length: world.random.chance(0.85) ? 1 : 2 }, () =>
    addressFor(currency.mainCurrency, world.random),
  );
}

export function pickPortfolio(world: OrderWorld, keys: readonly string[]): SeededPortfolio {
  const candidates = world.portfolios.filter(
    (entry) => keys.includes(entry.key) || keys.includes(entry.type),
  );
  return world.random.pick(candidates);
}
