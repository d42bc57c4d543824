import { z } from 'zod';

/**
 * Longest value of each free-text field a request may carry. The provider's
 * OpenAPI gives no maxLength for any of them, so these are ours: generous for
 * what a person or a client system writes, far below what breaks an index row
 * (about 2,700 bytes) or a page. Browser forms and the sandbox both read them.
 */
export const textLimits = {
  /** A key (unique per portfolio, indexed): UUIDs and the like. */
  externalOrderId: 255,
  description: 1000,
  /** Destination tag or memo: XRP tags are 10 digits, Stellar memos 28 bytes, Cosmos 256. */
  memo: 256,
  /** Why an order is cancelled. */
  reason: 1000,
  /** Ids and codes: portfolio, address-book entry, counterparty, currency, network. */
  id: 200,
  /** A blockchain address, or a GET /orders search for one (or for a transaction id). */
  address: 256,
  /** One serialised unsigned transaction: 2 KiB of transaction as hex. */
  payload: 4096,
} as const;

/** Unsigned transactions in one multi-smart-call order. */
export const maxPayloads = 8;

/** Entries of an order's `nextTransferTo` or `toReceivers`. */
export const maxOrderListItems = 10;

/** Digits of an amount, before and after the point: 21 + 18 covers every chain's units. */
export const maxAmountDigits = 40;

/** Largest `limit` of a list: the provider's default page, 1,000. */
export const maxPageLimit = 1000;

/**
 * Largest JSON body of one order (POST /orders, a dry run, a co-signature). An
 * order with every field at its limit is about 50 KiB (create-order tests
 * check it fits); a bulk holds up to 49 of them.
 */
export const maxOrderJsonBytes = 64 * 1024;

/** Largest JSON body of any other request. */
export const maxJsonBytes = maxOrderJsonBytes;

/**
 * Why PostgreSQL could not keep `value` as text, or undefined when it can: a
 * NUL character (text and jsonb refuse it) or an unpaired UTF-16 surrogate
 * (jsonb refuses it; as text it would silently turn into U+FFFD).
 */
export function unstorableText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000), which cannot be stored';
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    return 'contains an unpaired UTF-16 surrogate (not valid Unicode), which cannot be stored';
  }
  return undefined;
}

/** Request text of at most `max` characters that the database can hold. */
export function boundedText(max: number) {
  return z
    .string()
    .max(max, { error: `at most ${max} characters` })
    .superRefine((value, ctx) => {
      const problem = unstorableText(value);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    });
}
