import { LeftOut, firstUnreadable } from '../../lib/left-out';
import { isUnreadable } from '../../shared/contracts/readable';
import { Money } from '../../lib/decimal';
import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import { orderStatusGroupOf, type Order } from '../../shared/contracts/orders';
import { addressBody } from '../../shared/address-body';

// Address-poisoning tools generate vanity addresses matching what people glance at:
// the first and last few characters.
const EDGE_LENGTH = 4;
/** An amount above this multiple of the largest earlier payment is flagged as unusual. */
export const UNUSUAL_SIZE_FACTOR = 3;

/**
 * Address-book entries whose address is different from `address` but shares its first and
 * last characters: what an operator skimming the address would mistake for it.
 */
export function findLookAlikes(
  address: string,
  entries: readonly CryptoAddress[],
): CryptoAddress[] {
  const body = addressBody(address);
  if (body.length < EDGE_LENGTH * 2 + 1) return [];
  const head = body.slice(0, EDGE_LENGTH);
  const tail = body.slice(-EDGE_LENGTH);
  return entries.filter((entry) => {
    const other = addressBody(entry.address);
    return other !== body && other.startsWith(head) && other.endsWith(tail);
  });
}

/** Where an order sends funds: an address-book entry, a raw address or another portfolio. */
export interface Destination {
  cryptoAddressId?: string | undefined;
  address?: string | undefined;
  portfolioId?: string | undefined;
}

export function destinationOf(order: Order, addressBook: readonly CryptoAddress[]): Destination {
  const extra = order.extra ?? {};
  const entry = addressBook.find((item) => item.cryptoAddressId === extra.toCryptoAddressId);
  return {
    cryptoAddressId: extra.toCryptoAddressId,
    address: extra.toAddress ?? entry?.address,
    portfolioId: extra.toPortfolioId,
  };
}

function sameDestination(order: Order, destination: Destination): boolean {
  const extra = order.extra ?? {};
  if (destination.cryptoAddressId !== undefined && extra.toCryptoAddressId !== undefined) {
    return extra.toCryptoAddressId === destination.cryptoAddressId;
  }
  if (destination.address !== undefined && extra.toAddress !== undefined) {
    return addressBody(extra.toAddress) === addressBody(destination.address);
  }
  return destination.portfolioId !== undefined && extra.toPortfolioId === destination.portfolioId;
}

/** What earlier, completed payments to the same destination say about this order. */
export interface PaymentHistory {
  /** Completed withdrawals to the destination created before this order. */
  earlierPayments: number;
  firstPayment: boolean;
  /** Largest earlier payment in the order's currency; null when there was none. */
  largestEarlier: string | null;
  /** True when the amount is above `UNUSUAL_SIZE_FACTOR` × the largest earlier payment. */
  unusualSize: boolean;
  /** Earlier orders the checks could not use (their time, status or amount unreadable). */
  leftOut: LeftOut;
  /** The order's own amount could not be read: no size check was made. */
  amountUnreadable: boolean;
}

export function paymentHistory(
  order: Order,
  destination: Destination,
  history: readonly Order[],
): PaymentHistory {
  const leftOut = new LeftOut();
  const candidates = history.filter(
    (candidate) => candidate.orderId !== order.orderId && sameDestination(candidate, destination),
  );
  const earlier = candidates.filter((candidate) => {
    // Whether it is an earlier, completed withdrawal cannot be told without these.
    const unreadable = firstUnreadable({
      type: candidate.orderType,
      status: candidate.status,
      'creation time': candidate.createdAt,
    });
    if (unreadable !== undefined) {
      leftOut.add(unreadable);
      return false;
    }
    return (
      candidate.orderType === 'withdraw' &&
      orderStatusGroupOf(candidate.status) === 'completed' &&
      (isUnreadable(order.createdAt) || Number(candidate.createdAt) <= Number(order.createdAt))
    );
  });
  const largest = earlier
    .filter((candidate) => candidate.baseCurrency === order.baseCurrency)
    .reduce<InstanceType<typeof Money> | null>((max, candidate) => {
      if (isUnreadable(candidate.amount)) {
        leftOut.add('amount unreadable');
        return max;
      }
      const amount = new Money(candidate.amount);
      return max === null || amount.greaterThan(max) ? amount : max;
    }, null);
  const amountUnreadable = isUnreadable(order.amount);
  return {
    earlierPayments: earlier.length,
    firstPayment: earlier.length === 0,
    largestEarlier: largest === null ? null : largest.toFixed(),
    unusualSize:
      largest !== null &&
      !isUnreadable(order.amount) &&
      new Money(order.amount).greaterThan(largest.times(UNUSUAL_SIZE_FACTOR)),
    leftOut,
    amountUnreadable,
  };
}

/** An address-book entry this young deserves a second look: poisoning attempts are new entries. */
export const RECENT_ENTRY_DAYS = 14;

/**
 * Whether the entry is young enough to deserve a second look. An entry whose creation time
 * could not be read counts as young: a safety check never assumes the reassuring answer.
 */
export function isRecentlyAdded(entry: CryptoAddress, now: number): boolean {
  if (isUnreadable(entry.createdAt)) return true;
  return now - Number(entry.createdAt) < RECENT_ENTRY_DAYS * 24 * 3_600_000;
}

/** Splits an address into groups of four so it can be read and compared chunk by chunk. */
export function chunkAddress(address: string, size = 4): string[] {
  const chunks: string[] = [];
  for (let index = 0; index < address.length; index += size) {
    chunks.push(address.slice(index, index + size));
  }
  return chunks;
}
