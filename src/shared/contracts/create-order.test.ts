import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import {
  addressBookWithdrawalSchema,
  blockchainOperationSchema,
  clearLoopUndelegationSchema,
  createOrderRequestSchema,
  multiSmartCallSchema,
  portfolioWithdrawalSchema,
  stakingOperationOf,
  stakingOperationsByCurrency,
  stakingOperationsFor,
  stakingTransactionType,
  stakingTransactionTypesFor,
} from './create-order';
import { blockchainTransactionTypes } from './orders';

const base = {
  amount: '0.25',
  baseCurrency: 'BTC',
  externalOrderId: '3c9e6a52-7d1f-4b8e-a2c4-5f0d9e8b7a61',
  orderType: 'withdraw',
  portfolioId: 'pf-custody-main',
};

describe('addressBookWithdrawalSchema', () => {
  const full = {
    ...base,
    mainCurrency: 'BTC',
    description: 'Quarterly rebalance to cold storage',
    toCryptoAddressId: 'ca-cold-storage-btc',
    feeLevel: 'high',
    includeFeeInWithdraw: true,
  };

  it('accepts a full and a minimal body', () => {
    expect(addressBookWithdrawalSchema.parse(full)).toEqual(full);
    const minimal = { ...base, toCryptoAddressId: 'ca-cold-storage-btc' };
    expect(addressBookWithdrawalSchema.parse(minimal)).toEqual(minimal);
  });

  it('keeps extreme amounts unchanged', () => {
    for (const amount of ['0.000000000000000001', '123456789012345678901.5']) {
      expect(addressBookWithdrawalSchema.parse({ ...full, amount }).amount).toBe(amount);
    }
  });

  it('rejects a missing destination, a bad amount, an unknown field and a bad enum', () => {
    expect(exactSchema(addressBookWithdrawalSchema).safeParse(base).success).toBe(false);
    for (const amount of ['0', '-1', '1e5', '1.', '.5', ' 1', '1,000']) {
      expect(exactSchema(addressBookWithdrawalSchema).safeParse({ ...full, amount }).success).toBe(
        false,
      );
    }
    expect(
      exactSchema(addressBookWithdrawalSchema).safeParse({ ...full, priority: 'now' }).success,
    ).toBe(false);
    expect(addressBookWithdrawalSchema.safeParse({ ...full, feeLevel: 'urgent' }).success).toBe(
      false,
    );
    expect(addressBookWithdrawalSchema.safeParse({ ...full, orderType: 'buy' }).success).toBe(
      false,
    );
    expect(
      exactSchema(addressBookWithdrawalSchema).safeParse({ ...full, includeFeeInWithdraw: 'no' })
        .success,
    ).toBe(false);
  });
});

describe('portfolioWithdrawalSchema', () => {
  it('accepts exactly one destination', () => {
    const toPortfolio = { ...base, toPortfolioId: 'pf-trading-okx', feeLevel: 'low' };
    expect(portfolioWithdrawalSchema.parse(toPortfolio)).toEqual(toPortfolio);
    const toAddress = { ...base, toCryptoAddressId: 'ca-cold-storage-btc' };
    expect(portfolioWithdrawalSchema.parse(toAddress)).toEqual(toAddress);
  });

  it('rejects both or neither destination', () => {
    const both = { ...base, toPortfolioId: 'pf-trading-okx', toCryptoAddressId: 'ca-cold' };
    expect(exactSchema(portfolioWithdrawalSchema).safeParse(both).success).toBe(false);
    expect(exactSchema(portfolioWithdrawalSchema).safeParse(base).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    const body = { ...base, toPortfolioId: 'pf-trading-okx', toAddress: 'bc1qxy2kg' };
    expect(exactSchema(portfolioWithdrawalSchema).safeParse(body).success).toBe(false);
  });
});

describe('clearLoopUndelegationSchema', () => {
  it('accepts a full and a minimal body', () => {
    const minimal = { ...base, baseCurrency: 'USDC', toPortfolioId: 'pf-trading-deribit' };
    expect(clearLoopUndelegationSchema.parse(minimal)).toEqual(minimal);
    const full = { ...minimal, mainCurrency: 'ETH', description: 'Release to trading' };
    expect(clearLoopUndelegationSchema.parse(full)).toEqual(full);
  });

  it('rejects a missing destination and fee options', () => {
    expect(exactSchema(clearLoopUndelegationSchema).safeParse(base).success).toBe(false);
    const withFee = { ...base, toPortfolioId: 'pf-trading-deribit', feeLevel: 'low' };
    expect(exactSchema(clearLoopUndelegationSchema).safeParse(withFee).success).toBe(false);
  });
});

describe('blockchainOperationSchema', () => {
  const staking = {
    ...base,
    amount: '32',
    baseCurrency: 'ETH',
    blockchainTransactionType: 'stake-delegation',
  };

  it('accepts a full and a minimal body', () => {
    expect(blockchainOperationSchema.parse(staking)).toEqual(staking);
    expect(blockchainOperationSchema.parse(base)).toEqual(base);
  });

  it('refuses the staking table ALGO names, which the provider enum lacks', () => {
    for (const type of ['register-online', 'register-offline']) {
      const body = { ...staking, baseCurrency: 'ALGO', blockchainTransactionType: type };
      expect(exactSchema(blockchainOperationSchema).safeParse(body).success).toBe(false);
    }
  });

  it('rejects an unknown transaction type, a missing field and an unknown field', () => {
    const unknownType = { ...staking, blockchainTransactionType: 'restake' };
    expect(exactSchema(blockchainOperationSchema).safeParse(unknownType).success).toBe(false);
    const withoutPortfolio = Object.fromEntries(
      Object.entries(staking).filter(([name]) => name !== 'portfolioId'),
    );
    expect(exactSchema(blockchainOperationSchema).safeParse(withoutPortfolio).success).toBe(false);
    expect(blockchainOperationSchema.safeParse({ ...staking, validator: 'v1' }).success).toBe(
      false,
    );
  });
});

describe('multiSmartCallSchema', () => {
  const minimal = {
    ...base,
    amount: '0',
    baseCurrency: 'ETH',
    payloads: ['0xe9808504a817c80082520894'],
  };

  it('accepts a full and a minimal body', () => {
    const valid = { ...minimal, amount: '0.01' };
    expect(multiSmartCallSchema.parse(valid)).toEqual(valid);
    const full = {
      ...valid,
      payloads: ['0xe9808504a817c80082520894', '0xe9018504a817c80082520894'],
      blockchainTransactionType: 'multi-smart-call',
      feeLevel: 'medium',
      externalBroadcast: true,
    };
    expect(multiSmartCallSchema.parse(full)).toEqual(full);
  });

  it('accepts a zero amount (calls that send no coin), as the provider has no such rule', () => {
    expect(multiSmartCallSchema.parse(minimal)).toEqual(minimal);
    expect(createOrderRequestSchema.parse(minimal)).toEqual(minimal);
    expect(multiSmartCallSchema.safeParse({ ...minimal, amount: '-1' }).success).toBe(false);
  });

  it('rejects empty payloads, a malformed amount and unknown fields', () => {
    const valid = { ...minimal, amount: '0.01' };
    expect(exactSchema(multiSmartCallSchema).safeParse({ ...valid, amount: '' }).success).toBe(
      false,
    );
    expect(exactSchema(multiSmartCallSchema).safeParse({ ...valid, payloads: [] }).success).toBe(
      false,
    );
    expect(exactSchema(multiSmartCallSchema).safeParse({ ...valid, payloads: [''] }).success).toBe(
      false,
    );
    expect(
      exactSchema(multiSmartCallSchema).safeParse({ ...valid, gasLimit: '21000' }).success,
    ).toBe(false);
    expect(multiSmartCallSchema.safeParse({ ...valid, externalBroadcast: 'true' }).success).toBe(
      false,
    );
  });
});

describe('createOrderRequestSchema', () => {
  it('accepts each variant', () => {
    const bodies = [
      { ...base, toCryptoAddressId: 'ca-cold-storage-btc', feeLevel: 'low' },
      { ...base, toPortfolioId: 'pf-trading-okx', includeFeeInWithdraw: true },
      { ...base, blockchainTransactionType: 'take-reward' },
      { ...base, baseCurrency: 'ETH', payloads: ['0xe9808504a817c80082520894'] },
    ];
    for (const body of bodies) expect(createOrderRequestSchema.parse(body)).toEqual(body);
  });

  it('rejects a field no variant knows', () => {
    const body = { ...base, toCryptoAddressId: 'ca-cold-storage-btc', slippage: '0.5' };
    expect(createOrderRequestSchema.safeParse(body).success).toBe(false);
  });

  it('rejects mixed variants and non-withdraw types', () => {
    const mixed = { ...base, toPortfolioId: 'pf-trading-okx', payloads: ['0xe980'] };
    expect(createOrderRequestSchema.safeParse(mixed).success).toBe(false);
    expect(createOrderRequestSchema.safeParse({ ...base, orderType: 'sell' }).success).toBe(false);
  });
});

describe('stakingOperationsByCurrency', () => {
  it('sends every operation as a blockchain transaction type the provider documents', () => {
    const known: readonly string[] = blockchainTransactionTypes;
    for (const operations of Object.values(stakingOperationsByCurrency)) {
      for (const operation of operations)
        expect(known).toContain(stakingTransactionType(operation));
    }
  });

  it('sends ALGO registrations as stake-(un)delegation and reads them back', () => {
    expect(stakingTransactionType('register-online')).toBe('stake-delegation');
    expect(stakingTransactionType('register-offline')).toBe('stake-undelegation');
    expect(stakingTransactionType('take-reward')).toBe('take-reward');
    expect(stakingTransactionTypesFor('ALGO')).toEqual(['stake-undelegation', 'stake-delegation']);
    expect(stakingOperationOf('ALGO', 'stake-delegation')).toBe('register-online');
    expect(stakingOperationOf('SOL', 'stake-delegation')).toBe('stake-delegation');
    expect(stakingOperationOf('ALGO', 'take-reward')).toBeUndefined();
  });

  it('looks up any currency code', () => {
    expect(stakingOperationsFor('SOL')).toEqual([
      'complete-withdrawal',
      'stake-delegation',
      'stake-undelegation',
    ]);
    expect(stakingOperationsFor('ALGO')).toContain('register-online');
    expect(stakingOperationsFor('BTC')).toEqual([]);
    expect(Object.keys(stakingOperationsByCurrency)).toHaveLength(19);
  });
});
