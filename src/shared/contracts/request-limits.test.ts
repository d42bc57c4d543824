import { describe, expect, it } from 'vitest';
import {
  bulkCreateOrdersRequestSchema,
  bulkOrderItemSchema,
  createOrderRequestSchema,
  maxBulkJsonBytes,
  maxBulkOrders,
} from './create-order';
import { listOrdersQuerySchema } from './list-orders-query';
import { loansQuerySchema } from './loans-query';
import { settlementsQuerySchema } from './settlements-query';
import {
  maxAmountDigits,
  maxOrderJsonBytes,
  maxOrderListItems,
  maxPayloads,
  textLimits,
  unstorableText,
} from './request-limits';

const text = (length: number) => 'x'.repeat(length);
const id = text(textLimits.id);
const amount = `${'9'.repeat(maxAmountDigits - 18)}.${'9'.repeat(18)}`;
// Every character below is ASCII, so characters and UTF-8 bytes are one to one.
const byteLength = (value: unknown) => JSON.stringify(value).length;

/** A bulk item with every field at its limit: the largest order a request can carry. */
const largestItem = {
  externalOrderId: text(textLimits.externalOrderId),
  orderType: 'cross-chain-withdraw',
  portfolioId: id,
  baseCurrency: id,
  amount,
  blockchainTransactionType: 'stake-complete-deposit',
  deliveryType: 'payment-vs-payment',
  description: text(textLimits.description),
  externalBroadcast: false,
  feeLevel: 'medium',
  includeFeeInWithdraw: false,
  limitType: 'otc',
  mainCurrency: id,
  masterPassword: 'a'.repeat(64),
  memo: text(textLimits.memo),
  netuid: '9999999999',
  nextTransferTo: Array.from({ length: maxOrderListItems }, () => ({
    targetType: 'external',
    cryptoAddressId: id,
    portfolioId: id,
  })),
  payload: text(textLimits.payload),
  payloads: Array.from({ length: maxPayloads }, () => text(textLimits.payload)),
  priceLimit: amount,
  quoteAmount: amount,
  quoteCurrency: id,
  quoteMainCurrency: id,
  toAddress: text(textLimits.address),
  toCounterpartyId: id,
  toCryptoAddressId: id,
  toPortfolioId: id,
  toReceivers: Array.from({ length: maxOrderListItems }, () => ({
    amount,
    toAddress: text(textLimits.address),
    toCryptoAddressId: id,
  })),
};

describe('request size limits', () => {
  it('fits the largest order the contract accepts in one order body, and 49 of them in a bulk', () => {
    expect(bulkOrderItemSchema.parse(largestItem)).toBeDefined();
    expect(byteLength(largestItem)).toBeLessThanOrEqual(maxOrderJsonBytes);
    const bulk = { orders: Array.from({ length: maxBulkOrders }, () => largestItem) };
    expect(bulkCreateOrdersRequestSchema.parse(bulk)).toBeDefined();
    expect(byteLength(bulk)).toBeLessThanOrEqual(maxBulkJsonBytes);
  });

  it('bounds every free-text field of an order', () => {
    const withdrawal = {
      orderType: 'withdraw',
      externalOrderId: 'ok-1',
      portfolioId: 'pf-1',
      baseCurrency: 'BTC',
      amount: '1',
      toCryptoAddressId: 'addr-1',
    };
    const fields: [string, number][] = [
      ['externalOrderId', textLimits.externalOrderId],
      ['description', textLimits.description],
      ['portfolioId', textLimits.id],
      ['toCryptoAddressId', textLimits.id],
    ];
    for (const [field, limit] of fields) {
      expect(
        createOrderRequestSchema.safeParse({ ...withdrawal, [field]: text(limit) }).success,
      ).toBe(true);
      expect(
        createOrderRequestSchema.safeParse({ ...withdrawal, [field]: text(limit + 1) }).success,
      ).toBe(false);
    }
    expect(
      bulkOrderItemSchema.safeParse({ ...largestItem, memo: text(textLimits.memo + 1) }).success,
    ).toBe(false);
    expect(
      bulkOrderItemSchema.safeParse({ ...largestItem, payloads: [...largestItem.payloads, '0x'] })
        .success,
    ).toBe(false);
  });

  it('bounds the digits of an amount', () => {
    const withdrawal = {
      orderType: 'withdraw',
      externalOrderId: 'ok-1',
      portfolioId: 'pf-1',
      baseCurrency: 'BTC',
      toCryptoAddressId: 'addr-1',
    };
    expect(createOrderRequestSchema.safeParse({ ...withdrawal, amount }).success).toBe(true);
    expect(
      createOrderRequestSchema.safeParse({ ...withdrawal, amount: `1.${'0'.repeat(5000)}1` })
        .success,
    ).toBe(false);
  });

  it('caps limit at 1,000 and takes only offsets that are safe integers', () => {
    for (const schema of [listOrdersQuerySchema, settlementsQuerySchema, loansQuerySchema]) {
      const base = schema === listOrdersQuerySchema ? { orderTypes: 'withdraw' } : {};
      expect(schema.safeParse({ ...base, limit: '1000', offset: '9007199254740991' }).success).toBe(
        true,
      );
      expect(schema.safeParse({ ...base, limit: '1001' }).success).toBe(false);
      expect(schema.safeParse({ ...base, limit: '1000000000' }).success).toBe(false);
      expect(schema.safeParse({ ...base, offset: '9007199254740993' }).success).toBe(false);
    }
  });
});

describe('text the database can hold', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other character', () => {
    expect(unstorableText('a\u0000b')).toContain('NUL');
    expect(unstorableText('lone \uD83D here')).toContain('surrogate');
    expect(unstorableText('\uDE00 trailing half')).toContain('surrogate');
    expect(unstorableText('emoji 😀, tabs\t, Ünïcödé, <script>')).toBeUndefined();
    const result = bulkOrderItemSchema.safeParse({ ...largestItem, externalOrderId: 'x\u0000' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['externalOrderId']);
  });
});
