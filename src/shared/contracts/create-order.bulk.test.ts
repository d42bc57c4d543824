import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import {
  bulkCreateOrdersRequestSchema,
  bulkCreateOrdersResponseSchema,
  bulkOrderItemSchema,
  coSignOrderRequestSchema,
  isFailedBulkOrder,
} from './create-order';

const masterPassword = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const minimalItem = {
  externalOrderId: 'bulk-2024-05-29-001',
  orderType: 'withdraw',
  portfolioId: 'pf-custody-main',
  baseCurrency: 'USDC',
};

const fullItem = {
  ...minimalItem,
  amount: '1500000.25',
  mainCurrency: 'ETH',
  blockchainTransactionType: 'send',
  deliveryType: 'payment-vs-payment',
  description: 'Payroll batch May',
  externalBroadcast: false,
  feeLevel: 'medium',
  includeFeeInWithdraw: false,
  limitType: 'rfq',
  masterPassword,
  memo: '104857',
  netuid: '18',
  nextTransferTo: [{ targetType: 'portfolio', portfolioId: 'pf-trading-okx' }],
  payload: '0xa9059cbb',
  payloads: ['0xe9808504a817c80082520894'],
  priceLimit: '1.0001',
  quoteAmount: '1500150.28',
  quoteCurrency: 'USD',
  quoteMainCurrency: 'USD',
  toAddress: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE',
  toCounterpartyId: 'cp-galaxy-otc',
  toCryptoAddressId: 'ca-payroll-usdc',
  toPortfolioId: 'pf-trading-okx',
  toReceivers: [{ amount: '0.5', toAddress: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE' }],
};

const createdOrder = {
  orderId: 'ord-5d1c9b7a',
  externalOrderId: 'bulk-2024-05-29-001',
  orderType: 'withdraw',
  status: 'new',
  portfolioId: 'pf-custody-main',
  portfolioType: 'custody',
  amount: '1500000.25',
  baseCurrency: 'USDC',
  createdAt: '1716984000000',
};

const failedEntry = {
  orderId: 'ord-7e2a41c0',
  externalOrderId: 'bulk-2024-05-29-002',
  portfolioId: 'pf-custody-main',
  portfolioType: 'custody',
  orderType: 'withdraw',
  baseCurrency: 'BTC',
  amount: '3.5',
  createdAt: '1716984000000',
  terminatedAt: '1716984000000',
  status: 'error',
  error: 'conflict',
  message: 'Travel Rule check has not passed for crypto address ca-unverified-btc',
};

describe('bulkOrderItemSchema', () => {
  it('accepts a full and a minimal item', () => {
    expect(bulkOrderItemSchema.parse(fullItem)).toEqual(fullItem);
    expect(bulkOrderItemSchema.parse(minimalItem)).toEqual(minimalItem);
  });

  it('accepts a sell order', () => {
    const sell = { ...minimalItem, orderType: 'sell', amount: '2', quoteCurrency: 'USD' };
    expect(bulkOrderItemSchema.safeParse(sell).success).toBe(true);
  });

  it('rejects bad data', () => {
    const withoutPortfolio = Object.fromEntries(
      Object.entries(minimalItem).filter(([name]) => name !== 'portfolioId'),
    );
    expect(exactSchema(bulkOrderItemSchema).safeParse(withoutPortfolio).success).toBe(false);
    expect(
      exactSchema(bulkOrderItemSchema).safeParse({ ...minimalItem, amount: '-5' }).success,
    ).toBe(false);
    expect(exactSchema(bulkOrderItemSchema).safeParse({ ...minimalItem, amount: 5 }).success).toBe(
      false,
    );
    expect(bulkOrderItemSchema.safeParse({ ...minimalItem, orderType: 'swap' }).success).toBe(
      false,
    );
    expect(
      exactSchema(bulkOrderItemSchema).safeParse({ ...minimalItem, comment: 'x' }).success,
    ).toBe(false);
    const plainPassword = { ...minimalItem, masterPassword: 'hunter2' };
    expect(exactSchema(bulkOrderItemSchema).safeParse(plainPassword).success).toBe(false);
    const badTarget = { ...minimalItem, nextTransferTo: [{ targetType: 'moon' }] };
    expect(exactSchema(bulkOrderItemSchema).safeParse(badTarget).success).toBe(false);
  });
});

describe('bulkCreateOrdersRequestSchema', () => {
  const items = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      ...minimalItem,
      externalOrderId: `bulk-2024-05-29-${String(index).padStart(3, '0')}`,
    }));

  it('accepts 1 to 49 orders', () => {
    expect(bulkCreateOrdersRequestSchema.parse({ orders: items(1) }).orders).toHaveLength(1);
    expect(bulkCreateOrdersRequestSchema.parse({ orders: items(49) }).orders).toHaveLength(49);
  });

  it('rejects an empty bulk and 50 orders or more, saying why', () => {
    const messages = (orders: unknown[]) =>
      bulkCreateOrdersRequestSchema
        .safeParse({ orders })
        .error?.issues.map((issue) => issue.message);
    expect(messages([])).toEqual(['Add at least one order']);
    expect(messages(items(50))).toEqual(['A bulk holds fewer than 50 orders (at most 49)']);
  });

  it('rejects unknown top-level fields and a missing list', () => {
    const body = { orders: items(2), atomic: true };
    expect(bulkCreateOrdersRequestSchema.safeParse(body).success).toBe(false);
    expect(bulkCreateOrdersRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('bulkCreateOrdersResponseSchema', () => {
  it('accepts created and failed entries and tells them apart', () => {
    const parsed = bulkCreateOrdersResponseSchema.parse({ orders: [createdOrder, failedEntry] });
    const [created, failed] = parsed.orders;
    expect(created).toEqual(createdOrder);
    expect(failed).toEqual(failedEntry);
    expect(created && isFailedBulkOrder(created)).toBe(false);
    expect(failed && isFailedBulkOrder(failed)).toBe(true);
  });

  it('accepts a failed order in a status it does not know', () => {
    const failure = { ...failedEntry, status: 'rejected-by-policy' };
    expect(bulkCreateOrdersResponseSchema.parse({ orders: [failure] }).orders).toEqual([failure]);
  });

  it('rejects a failure that is not a full order, and an entry that is neither', () => {
    const partial = Object.fromEntries(
      Object.entries(failedEntry).filter(
        ([key]) => !['orderId', 'portfolioType', 'createdAt'].includes(key),
      ),
    );
    for (const entry of [partial, { externalOrderId: 'bulk-x', status: 'error' }]) {
      expect(
        exactSchema(bulkCreateOrdersResponseSchema).safeParse({ orders: [entry] }).success,
      ).toBe(false);
    }
  });
});

describe('coSignOrderRequestSchema', () => {
  it('accepts an empty body and a hashed master password', () => {
    expect(coSignOrderRequestSchema.parse({})).toEqual({});
    expect(coSignOrderRequestSchema.parse({ masterPassword })).toEqual({ masterPassword });
  });

  it('rejects plain text, upper-case hex, wrong types and unknown fields', () => {
    expect(coSignOrderRequestSchema.safeParse({ masterPassword: 'correct horse' }).success).toBe(
      false,
    );
    const upper = { masterPassword: masterPassword.toUpperCase() };
    expect(coSignOrderRequestSchema.safeParse(upper).success).toBe(false);
    expect(coSignOrderRequestSchema.safeParse({ masterPassword: 42 }).success).toBe(false);
    expect(coSignOrderRequestSchema.safeParse({ approve: true }).success).toBe(false);
  });
});
