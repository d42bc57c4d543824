import type { WireCryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { WireOrder, WireOrderExtra, OrderStatus } from '../../shared/contracts/orders';
import type { CatalogCurrency } from './currency-catalog';
import {
  amountWorth,
  buildOrder,
  chainExtra,
  destinationsFor,
  embeddedAddress,
  estimatedFees,
  feeFor,
  orderTimes,
  pickPortfolio,
  senderAddresses,
  type OrderTimes,
  type OrderWorld,
} from './seed-order-builders';
import type { SeededPortfolio } from './seed-portfolios';
import { APPROVER_IDS, TREASURY_USER_ID } from './seed-users';

/** Statuses an outgoing order has before anyone is asked to approve it. */
const preApprovalStatuses: readonly OrderStatus[] = [
  'new',
  'waiting-funds',
  'reserving',
  'reserved',
  'validating-funds',
];

const outgoingPortfolios = [
  'treasury-vault',
  'cold-reserve',
  'operations',
  'client-payments',
  'trading-vault',
  'prime-trading',
];

/**
 * Approval facts of an outgoing order under its portfolio's policy. A
 * finished order shows the co-signers who approved it; a live one shows who
 * has approved so far (`approvedSoFar`).
 */
export function coSignExtra(
  portfolio: SeededPortfolio,
  createdBy: string,
  approvedSoFar?: number,
): WireOrderExtra {
  const { requiredCoSigners, allowedCoSigners } = portfolio.policy;
  if (requiredCoSigners === 0) return {};
  const eligible = (allowedCoSigners.length > 0 ? allowedCoSigners : [...APPROVER_IDS]).filter(
    (id) => id !== createdBy,
  );
  return {
    coSignersNumber: String(requiredCoSigners),
    coSigners: eligible.slice(0, approvedSoFar ?? requiredCoSigners),
    availableCoSigners: allowedCoSigners,
  };
}

/** A withdrawal to an address-book entry whose Travel Rule check passed. */
export interface WithdrawOptions {
  portfolio?: SeededPortfolio;
  currency?: CatalogCurrency;
  destination?: WireCryptoAddress;
  amount?: string;
  times?: OrderTimes;
  createdBy?: string;
  /** Co-signers who approved so far; default: all needed (or none before approval). */
  approvedSoFar?: number;
  extra?: WireOrderExtra;
}

export function withdrawToAddress(
  world: OrderWorld,
  status: OrderStatus,
  options: WithdrawOptions = {},
): WireOrder[] {
  const { random } = world;
  const portfolio = options.portfolio ?? pickPortfolio(world, outgoingPortfolios);
  const usable = portfolio.holdings.filter((entry) => destinationsFor(world, entry).length > 0);
  const currency = options.currency ?? random.pick(usable.length > 0 ? usable : portfolio.holdings);
  const destination =
    options.destination ??
    random.pick(
      destinationsFor(world, currency).length > 0
        ? destinationsFor(world, currency)
        : world.addressBook,
    );
  const live = !['executed', 'canceled', 'rejected', 'declined', 'error'].includes(status);
  const createdBy =
    options.createdBy ?? (random.chance(0.85) ? TREASURY_USER_ID : random.pick(APPROVER_IDS));
  // Copper Network transfers name a counterparty instead of an address.
  const toCounterparty =
    options.destination === undefined && world.counterparties.length > 0 && random.chance(0.08)
      ? random.pick(world.counterparties)
      : undefined;
  const extra: WireOrderExtra = {
    ...(toCounterparty === undefined
      ? { toCryptoAddressId: destination.cryptoAddressId, toAddress: destination.address }
      : { toCounterpartyId: toCounterparty.counterpartyId }),
    feeLevel: random.pick(['low', 'medium', 'medium', 'high'] as const),
    includeFeeInWithdraw: random.chance(0.2),
    withdrawFee: feeFor(world, currency),
    blockchainTransactionType: 'send',
    ...(random.chance(0.3)
      ? {
          description: random.pick([
            'Supplier invoice',
            'Client redemption',
            'Exchange top-up',
            'OTC settlement',
            'Payroll',
          ]),
        }
      : {}),
    ...(live && random.chance(0.5) ? { estimatedFees: estimatedFees(world, currency) } : {}),
    ...(status === 'executed' || live
      ? coSignExtra(
          portfolio,
          createdBy,
          options.approvedSoFar ?? (preApprovalStatuses.includes(status) ? 0 : undefined),
        )
      : {}),
    ...chainExtra(world, currency, status),
    ...options.extra,
  };
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'withdraw',
      status,
      currency,
      createdBy,
      extra,
      externalPrefix: 'wd',
      amount:
        options.amount ??
        amountWorth(world, currency, 500, random.chance(0.1) ? 5_000_000 : 250_000),
      times: options.times ?? orderTimes(world, status),
    }),
  ];
}

/** An incoming deposit from an outside address (or a Copper Network counterparty). */
export function deposit(world: OrderWorld, status: OrderStatus): WireOrder[] {
  const { random } = world;
  const portfolio = pickPortfolio(world, ['custody', 'trading-vault', 'trading', 'external']);
  const currency = random.pick(portfolio.holdings);
  const fromCounterparty =
    world.counterparties.length > 0 && random.chance(0.06)
      ? random.pick(world.counterparties)
      : undefined;
  // Sometimes the sender is one of our own address-book entries, which the provider embeds.
  const known = random.chance(0.1) ? destinationsFor(world, currency)[0] : undefined;
  const extra: WireOrderExtra = {
    ...(fromCounterparty === undefined
      ? { fromAddresses: known === undefined ? senderAddresses(world, currency) : [known.address] }
      : { fromCounterpartyId: fromCounterparty.counterpartyId }),
    ...(known === undefined
      ? {}
      : { fromCryptoAddressId: known.cryptoAddressId, fromCryptoAddress: embeddedAddress(known) }),
    depositTargetId: random.uuid(),
    ...chainExtra(world, currency, status),
  };
  return [
    buildOrder(world, {
      portfolio,
      orderType: 'deposit',
      status,
      currency,
      extra,
      externalPrefix: 'dp',
      amount: amountWorth(world, currency, 100, random.chance(0.1) ? 8_000_000 : 400_000),
      times: orderTimes(world, status),
    }),
  ];
}
