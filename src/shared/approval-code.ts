import Decimal from 'decimal.js';
import type { Order, WireOrder } from './contracts/orders';
import { isUnreadable } from './contracts/readable';

// Crockford base32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;

/**
 * The fields an approval code covers, in a fixed order. Any change to the amount, the asset,
 * the network, the destination or the fee level changes the code, so an initiator and a
 * co-signer comparing codes over another channel know they see the same instruction.
 * Labels are part of the hashed text so a value cannot shift into a neighbouring field.
 * An order whose amount, asset or fee level could not be read has no code: undefined.
 */
export function approvalCodeInput(order: WireOrder): string;
export function approvalCodeInput(order: Order): string | undefined;
export function approvalCodeInput(order: Order): string | undefined {
  const extra = order.extra ?? {};
  const { amount, baseCurrency } = order;
  const feeLevel = extra.feeLevel ?? '';
  if (isUnreadable(amount) || isUnreadable(baseCurrency) || isUnreadable(feeLevel)) {
    return undefined;
  }
  const fields: [string, string][] = [
    ['orderId', order.orderId],
    // Normalised so "1.50" and "1.5" (the same amount) give the same code.
    ['amount', new Decimal(amount).toFixed()],
    ['baseCurrency', baseCurrency],
    ['mainCurrency', order.mainCurrency ?? ''],
    ['toCryptoAddressId', extra.toCryptoAddressId ?? ''],
    ['toAddress', extra.toAddress ?? ''],
    ['toPortfolioId', extra.toPortfolioId ?? ''],
    ['feeLevel', feeLevel],
  ];
  return fields.map(([name, value]) => `${name}=${JSON.stringify(value)}`).join('\n');
}

/** Encodes the first `CODE_LENGTH` 5-bit groups of `bytes` in Crockford base32. */
function toBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < CODE_LENGTH) {
      bits -= 5;
      out += ALPHABET.charAt((buffer >> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
    if (out.length === CODE_LENGTH) break;
  }
  return out;
}

/**
 * A short, human-comparable code such as `K7F-2QX` from the SHA-256 digest of
 * `approvalCodeInput(order)`. 30 bits: enough that a changed instruction practically never
 * keeps its code, short enough to read over the phone. The browser hashes with WebCrypto and
 * the server (for the approver's email) with node:crypto, so each passes its own digest.
 */
export function approvalCodeFromDigest(digest: Uint8Array): string {
  const code = toBase32(digest);
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
