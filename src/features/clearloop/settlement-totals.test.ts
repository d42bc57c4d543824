import { describe, expect, it } from 'vitest';
import { settlementSchema, type Settlement } from '../../shared/contracts/clearloop';
import { currencyTotalsOf } from './settlement-totals';

function settlementWith(
  instructions: { currency: string; settlementAmount: string; settlementAmountUSD?: string }[],
): Settlement {
  return {
    settlementId: 's-1',
    settlementStatus: 'new',
    settlementSubStatus: 'calculating-pnl',
    exchange: 'Bybit',
    exchangeId: 'e-1',
    cycleStartTimestamp: '1795219200000',
    settlementDetails: instructions.map((instruction, index) => ({
      clientAccountId: `BYB-${index}`,
      exchangeSettlementId: `BYB-STL-${index}`,
      portfolioId: 'p-1',
      settlementInstructions: [instruction],
    })),
  };
}

describe('currencyTotalsOf', () => {
  it('nets signed amounts per currency exactly', () => {
    const { totals, leftOut } = currencyTotalsOf(
      settlementWith([
        { currency: 'USDT', settlementAmount: '0.1', settlementAmountUSD: '0.1' },
        { currency: 'USDT', settlementAmount: '0.2', settlementAmountUSD: '0.2' },
        { currency: 'BTC', settlementAmount: '-24.113' },
        { currency: 'USDT', settlementAmount: '-0.000000000000000001' },
      ]),
    );
    expect(totals).toEqual([
      { currency: 'BTC', instructions: 1, net: '-24.113', netUsd: undefined, missingUsd: 1 },
      {
        currency: 'USDT',
        instructions: 3,
        net: '0.299999999999999999',
        netUsd: '0.3',
        missingUsd: 1,
      },
    ]);
    expect(leftOut.count).toBe(0);
  });

  it('leaves out instructions whose amount or currency could not be read, and says so', () => {
    const settlement = settlementSchema.parse({
      ...settlementWith([]),
      settlementDetails: [
        {
          clientAccountId: 'BYB-9',
          exchangeSettlementId: 'BYB-STL-9',
          portfolioId: 'p-1',
          settlementInstructions: [
            { currency: 'USDT', settlementAmount: '5' },
            { currency: 'USDT', settlementAmount: 'five' },
            { currency: '', settlementAmount: '2' },
            { currency: 'USDT', settlementAmount: '1', settlementAmountUSD: '≈1' },
          ],
        },
      ],
    });
    const { totals, leftOut } = currencyTotalsOf(settlement);
    expect(totals).toEqual([
      { currency: 'USDT', instructions: 2, net: '6', netUsd: undefined, missingUsd: 2 },
    ]);
    expect(leftOut.words({ one: 'instruction', many: 'instructions' })).toBe(
      '1 instruction left out: amount unreadable; 1 instruction left out: currency unreadable',
    );
  });

  it('has no totals for a settlement without details', () => {
    expect(currencyTotalsOf(settlementWith([])).totals).toEqual([]);
  });
});
