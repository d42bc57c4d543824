import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../shared/contracts/clearloop';
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
    const totals = currencyTotalsOf(
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
  });

  it('has no totals for a settlement without details', () => {
    expect(currencyTotalsOf(settlementWith([]))).toEqual([]);
  });
});
