import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import {
  cryptoAddressRecordSchema,
  estimatedFeesSchema,
  orderSchema,
  orderStatusGroupNames,
  orderStatusGroupOf,
  orderStatusGroups,
  orderStatuses,
  ordersResponseSchema,
} from './orders';

const minimalOrder = {
  orderId: '8f2c7d4e-1b3a-4c5d-9e6f-0a1b2c3d4e5f',
  externalOrderId: 'wd-2024-05-29-0001',
  orderType: 'withdraw',
  status: 'co-sign-require',
  portfolioId: 'pf-custody-main',
  portfolioType: 'custody',
  amount: '0.000000000000000001',
  baseCurrency: 'ETH',
  createdAt: '1716984000000',
};

const fullOrder = {
  ...minimalOrder,
  amount: '123456789012345678901.5',
  baseCurrency: 'USDC',
  mainCurrency: 'ETH',
  createdBy: 'user-olivia-grant',
  organizationId: 'org-northwind-capital',
  updatedAt: '1716984060000',
  terminatedAt: '1716984120000',
  limitType: 'otc',
  quoteCurrency: 'USD',
  quoteMainCurrency: 'USD',
  extra: {
    availableCoSigners: ['user-marcus-chen', 'user-priya-nair'],
    coSigners: ['user-marcus-chen'],
    coSignersNumber: '2',
    confirmations: '12',
    blockchainTransactionType: 'send',
    feeLevel: 'medium',
    includeFeeInWithdraw: false,
    toCryptoAddressId: 'ca-cold-storage-eth',
    toAddress: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE',
    fromAddresses: ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    withdrawFee: '0.0021',
    transactionId: '0x9b2f4c1e7d8a6b5c3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d',
    clearLoop: false,
    clearLoopExtra: { clearLoopExternalNetted: true, clearLoopSettlementId: 'cls-2024-05-29' },
    deliveryType: 'free-of-payment',
    nextTransferTo: [{ targetType: 'external', cryptoAddressId: 'ca-cold-storage-eth' }],
    estimatedFees: {
      fee: '0.00042',
      feeCurrency: 'ETH',
      gasPriceGwei: '21.5',
      gasLimit: { value: '21000' },
      feePerByte: {},
      estimatedTime: '60000',
    },
    fromCryptoAddress: {
      cryptoAddressId: 'ca-hot-wallet-eth',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      addressType: 'externally-owned-account',
      category: 'smart-contract',
      acceptTokens: true,
      createdAt: '1700000000000',
      _embedded: {
        currencyConfigurations: [
          {
            currencyConfigurationId: 'cc-1',
            cryptoAddressId: 'ca-hot-wallet-eth',
            currency: 'USDC',
            isWhitelist: true,
            portfolioIds: ['pf-custody-main'],
            extra: {},
          },
        ],
      },
    },
    partSigned: { uploadedBy: 'user-olivia-grant' },
    isClearLoopUnDelegation: false,
  },
};

describe('orderSchema', () => {
  it('accepts a full order and keeps every value unchanged', () => {
    expect(orderSchema.parse(fullOrder)).toEqual(fullOrder);
  });

  it('accepts a minimal order', () => {
    expect(orderSchema.parse(minimalOrder)).toEqual(minimalOrder);
  });

  it('keeps unknown fields the provider adds', () => {
    const parsed = orderSchema.parse({ ...minimalOrder, riskScore: 'low', extra: { hint: 1 } });
    expect(parsed['riskScore']).toBe('low');
    expect(parsed.extra?.['hint']).toBe(1);
  });

  it('parses unknown enum values', () => {
    const parsed = orderSchema.parse({
      ...minimalOrder,
      status: 'awaiting-quantum-signature',
      orderType: 'teleport',
      portfolioType: 'cold-vault',
      extra: { blockchainTransactionType: 'restake', feeLevel: 'urgent' },
    });
    expect(parsed.status).toBe('awaiting-quantum-signature');
    expect(orderStatusGroupOf(parsed.status)).toBeUndefined();
  });

  it.each(['orderId', 'status', 'amount', 'createdAt', 'portfolioType'])(
    'rejects an order without %s',
    (key) => {
      const order = Object.fromEntries(
        Object.entries(minimalOrder).filter(([name]) => name !== key),
      );
      expect(exactSchema(orderSchema).safeParse(order).success).toBe(false);
    },
  );

  it('rejects wrong types and malformed money', () => {
    expect(exactSchema(orderSchema).safeParse({ ...minimalOrder, amount: 1.5 }).success).toBe(
      false,
    );
    expect(exactSchema(orderSchema).safeParse({ ...minimalOrder, amount: '1e-18' }).success).toBe(
      false,
    );
    expect(exactSchema(orderSchema).safeParse({ ...minimalOrder, status: '' }).success).toBe(false);
    expect(
      exactSchema(orderSchema).safeParse({ ...minimalOrder, createdAt: 'yesterday' }).success,
    ).toBe(false);
    expect(
      exactSchema(orderSchema).safeParse({
        ...minimalOrder,
        extra: { coSigners: 'user-marcus-chen' },
      }).success,
    ).toBe(false);
  });

  it('links the two orders of a ClearLoop undelegation', () => {
    const deposit = orderSchema.parse({
      ...minimalOrder,
      orderType: 'deposit',
      portfolioType: 'trading',
      extra: { isClearLoopUnDelegation: true, withdrawOrderId: 'ord-cl-withdraw-77' },
    });
    expect(deposit.extra?.isClearLoopUnDelegation).toBe(true);
    expect(deposit.extra?.withdrawOrderId).toBe('ord-cl-withdraw-77');
  });
});

describe('ordersResponseSchema', () => {
  it('accepts a list and an empty list', () => {
    expect(ordersResponseSchema.parse({ orders: [fullOrder, minimalOrder] }).orders).toHaveLength(
      2,
    );
    expect(ordersResponseSchema.parse({ orders: [] }).orders).toEqual([]);
  });

  it('rejects a missing wrapper key', () => {
    expect(exactSchema(ordersResponseSchema).safeParse([minimalOrder]).success).toBe(false);
  });
});

describe('estimatedFeesSchema and cryptoAddressRecordSchema', () => {
  it('requires fee and feeCurrency', () => {
    expect(exactSchema(estimatedFeesSchema).safeParse({ fee: '0.0001' }).success).toBe(false);
    expect(
      exactSchema(estimatedFeesSchema).safeParse({ fee: 'cheap', feeCurrency: 'BTC' }).success,
    ).toBe(false);
  });

  it('accepts an empty record and rejects wrong types', () => {
    expect(cryptoAddressRecordSchema.parse({})).toEqual({});
    expect(exactSchema(cryptoAddressRecordSchema).safeParse({ isWhitelist: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('orderStatusGroups', () => {
  it('puts every known status in exactly one group', () => {
    const grouped = orderStatusGroupNames.flatMap((group) => [...orderStatusGroups[group]]);
    expect([...grouped].sort()).toEqual([...orderStatuses].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('lists every group name', () => {
    expect([...orderStatusGroupNames].sort()).toEqual(Object.keys(orderStatusGroups).sort());
  });

  it('classifies typical statuses', () => {
    expect(orderStatusGroupOf('co-sign-require')).toBe('needs-action');
    expect(orderStatusGroupOf('master-password-required')).toBe('needs-action');
    expect(orderStatusGroupOf('processing')).toBe('in-progress');
    expect(orderStatusGroupOf('executed')).toBe('completed');
    expect(orderStatusGroupOf('rejected')).toBe('failed');
  });

  it('has 43 known statuses, as the spec lists', () => {
    expect(orderStatuses).toHaveLength(43);
  });
});
