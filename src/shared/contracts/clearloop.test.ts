import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import {
  clearLoopExchangeSchema,
  exchangesResponseSchema,
  settlementDetailSchema,
  settlementInstructionSchema,
  settlementSchema,
  settlementsResponseSchema,
} from './clearloop';

const fullExchange = {
  exchangeId: 'deribit',
  name: 'Deribit',
  collateralDetails: {
    currencies: [
      {
        settlementCurrency: 'USDC',
        currentCollateralBalance: '2500000.000000',
        uPnL: '1875000.5',
        uPnLExcessDeficit: '624999.5',
        buffer: '24.99',
        updatedAt: '1716984000000',
      },
      { settlementCurrency: 'BTC', uPnLExcessDeficit: '-1.25', buffer: '-8.4' },
    ],
  },
  settlementDetails: { frequency: '86400000', nextSettlementTimestamp: '1717027200000' },
};

const instruction = {
  currency: 'USDC',
  settlementAmount: '-125000.75',
  settlementAmountUSD: '-125000.75',
  balance: '900000',
  orderId: 'ord-cl-5512',
  orderStatus: 'executed',
  settlementInstructionId: 'si-5512-usdc',
  status: 'new',
};

const detail = {
  clientAccountId: 'deribit-acct-20931',
  exchangeSettlementId: 'drb-stl-88412',
  portfolioId: 'pf-clearloop-deribit',
  organizationId: 'org-northwind-capital',
  pnlAttributionStartTimestamp: '1716854400000',
  pnlAttributionEndTimestamp: '1716940800000',
  status: 'new',
  settlementInstructions: [instruction],
};

const minimalSettlement = {
  settlementId: 'stl-deribit-2024-05-29',
  settlementStatus: 'in-progress',
  settlementSubStatus: 'transfers-in-progress',
  exchange: 'Deribit',
  exchangeId: 'deribit',
  cycleStartTimestamp: '1716940800000',
};

const fullSettlement = {
  ...minimalSettlement,
  settlementStatus: 'completed',
  settlementSubStatus: 'settled-on-chain',
  custodian: 'copper',
  cycleEndTimestamp: '1717027200000',
  createdAt: '1717027200000',
  completedAt: '1717030800000',
  deadline: '1717041600000',
  failureReason: '',
  settlementDetails: [detail],
};

describe('clearLoopExchangeSchema', () => {
  it('accepts a full and a minimal exchange', () => {
    expect(clearLoopExchangeSchema.parse(fullExchange)).toEqual(fullExchange);
    const minimal = { exchangeId: 'okx', name: 'OKX' };
    expect(clearLoopExchangeSchema.parse(minimal)).toEqual(minimal);
  });

  it('rejects missing names and malformed amounts', () => {
    expect(exactSchema(clearLoopExchangeSchema).safeParse({ exchangeId: 'okx' }).success).toBe(
      false,
    );
    const badAmount = { ...fullExchange, collateralDetails: { currencies: [{ uPnL: '1,000' }] } };
    expect(exactSchema(clearLoopExchangeSchema).safeParse(badAmount).success).toBe(false);
  });

  it('wraps the list in clearLoopExchanges', () => {
    const response = { clearLoopExchanges: [fullExchange] };
    expect(exchangesResponseSchema.parse(response)).toEqual({ ...response, unreadableItems: [] });
    // The envelope is strict even where items are read tolerantly.
    expect(exchangesResponseSchema.safeParse({ exchanges: [fullExchange] }).success).toBe(false);
  });
});

describe('settlementSchema', () => {
  it('accepts a full and a minimal settlement', () => {
    expect(settlementSchema.parse(fullSettlement)).toEqual(fullSettlement);
    expect(settlementSchema.parse(minimalSettlement)).toEqual(minimalSettlement);
  });

  it('parses unknown statuses at every level', () => {
    const parsed = settlementSchema.parse({
      ...minimalSettlement,
      settlementStatus: 'awaiting-netting',
      settlementDetails: [
        {
          ...detail,
          status: 'on-hold',
          settlementInstructions: [{ ...instruction, status: 'queued', orderStatus: 'minted' }],
        },
      ],
    });
    expect(parsed.settlementStatus).toBe('awaiting-netting');
  });

  it.each([
    'settlementId',
    'settlementStatus',
    'settlementSubStatus',
    'exchange',
    'exchangeId',
    'cycleStartTimestamp',
  ])('rejects a settlement without %s', (key) => {
    const settlement = Object.fromEntries(
      Object.entries(minimalSettlement).filter(([name]) => name !== key),
    );
    expect(exactSchema(settlementSchema).safeParse(settlement).success).toBe(false);
  });

  it('rejects wrong types in nested records', () => {
    expect(exactSchema(settlementInstructionSchema).safeParse({ currency: 'USDC' }).success).toBe(
      false,
    );
    const badAmount = { currency: 'USDC', settlementAmount: '1e6' };
    expect(exactSchema(settlementInstructionSchema).safeParse(badAmount).success).toBe(false);
    expect(
      exactSchema(settlementDetailSchema).safeParse({ ...detail, settlementInstructions: {} })
        .success,
    ).toBe(false);
  });
});

describe('settlementsResponseSchema', () => {
  it('accepts settlements with and without pagination', () => {
    const page = { limit: '1000', page: '1', pages: '3', totalItems: '2417' };
    const response = { settlements: [fullSettlement], pagination: page };
    expect(settlementsResponseSchema.parse(response)).toEqual({ ...response, unreadableItems: [] });
    expect(settlementsResponseSchema.parse({ settlements: [] })).toEqual({
      settlements: [],
      unreadableItems: [],
    });
  });

  it('rejects a missing list and a malformed pagination', () => {
    expect(settlementsResponseSchema.safeParse({ pagination: {} }).success).toBe(false);
    const pagination = { limit: 1000, page: '1', pages: '1', totalItems: '1' };
    expect(
      exactSchema(settlementsResponseSchema).safeParse({ settlements: [], pagination }).success,
    ).toBe(false);
  });
});
