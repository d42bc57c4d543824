import { describe, expect, it } from 'vitest';
import { clearLoopExchangeSchema } from '../../shared/contracts/clearloop';
import {
  collateralPositionOf,
  exchangeCollateralOf,
  undecidedExchanges,
} from './collateral-position';
import { Unreadable } from '../../shared/contracts/readable';

describe('collateralPositionOf', () => {
  it('reports a deficit with its exact shortfall', () => {
    const position = collateralPositionOf({
      settlementCurrency: 'USDT',
      currentCollateralBalance: '8903811.6',
      uPnL: '11426261.42628',
      uPnLExcessDeficit: '-2522449.82628',
      buffer: '-28.33',
    });
    expect(position.state).toBe('deficit');
    expect(position.shortfall).toBe('2522449.82628');
    expect(position.excessDeficit).toBe('-2522449.82628');
    expect(position.derived).toBe(false);
    expect(position.recomputed).toBeUndefined();
  });

  it('reports an excess when collateral covers uPnL', () => {
    const position = collateralPositionOf({
      settlementCurrency: 'BTC',
      currentCollateralBalance: '527.574',
      uPnL: '-313.6955',
      uPnLExcessDeficit: '841.2695',
    });
    expect(position.state).toBe('excess');
    expect(position.shortfall).toBeUndefined();
  });

  it('treats exactly covered collateral as even, not a deficit', () => {
    const position = collateralPositionOf({
      currentCollateralBalance: '100',
      uPnL: '100',
      uPnLExcessDeficit: '-0.000',
    });
    expect(position.state).toBe('even');
    expect(position.shortfall).toBeUndefined();
    expect(position.currency).toBe('Unnamed currency');
  });

  it('keeps digits a float would lose', () => {
    const position = collateralPositionOf({
      settlementCurrency: 'ETH',
      currentCollateralBalance: '123456789012345678901.5',
      uPnL: '123456789012345678901.500000000000000001',
    });
    expect(position.excessDeficit).toBe('-0.000000000000000001');
    expect(position.derived).toBe(true);
    expect(position.state).toBe('deficit');
    expect(position.shortfall).toBe('0.000000000000000001');
  });

  it('flags an exchange figure that disagrees with collateral minus uPnL', () => {
    const position = collateralPositionOf({
      settlementCurrency: 'USDC',
      currentCollateralBalance: '10',
      uPnL: '4',
      uPnLExcessDeficit: '5',
    });
    expect(position.excessDeficit).toBe('5');
    expect(position.recomputed).toBe('6');
  });

  it('says unknown when neither the figure nor its inputs are present', () => {
    const position = collateralPositionOf({ settlementCurrency: 'BTC', uPnL: '3' });
    expect(position.state).toBe('unknown');
    expect(position.excessDeficit).toBeUndefined();
  });
});

describe('exchangeCollateralOf', () => {
  it('puts an exchange in a margin call when any currency is short', () => {
    const collateral = exchangeCollateralOf({
      exchangeId: 'x',
      name: 'Bybit',
      collateralDetails: {
        currencies: [
          { settlementCurrency: 'USDC', uPnLExcessDeficit: '18010516.990251' },
          { settlementCurrency: 'USDT', uPnLExcessDeficit: '-2522449.82628' },
        ],
      },
    });
    expect(collateral.marginCall).toBe(true);
    expect(collateral.deficits.map((d) => d.currency)).toEqual(['USDT']);
  });

  it('has no margin call without collateral data', () => {
    const collateral = exchangeCollateralOf({ exchangeId: 'x', name: 'New venue' });
    expect(collateral).toMatchObject({ positions: [], deficits: [], marginCall: false });
    expect(collateral.leftOut.count).toBe(0);
  });

  it('claims neither excess nor deficit from a figure it could not read, and says so', () => {
    const exchange = clearLoopExchangeSchema.parse({
      exchangeId: 'x',
      name: 'Odd venue',
      collateralDetails: {
        currencies: [
          { settlementCurrency: 'USDT', uPnLExcessDeficit: 'minus a lot' },
          { settlementCurrency: 'BTC', currentCollateralBalance: '1', uPnL: 'n/a' },
          { settlementCurrency: 'ETH', uPnLExcessDeficit: '-2' },
        ],
      },
    });
    const collateral = exchangeCollateralOf(exchange);
    expect(collateral.positions.map((position) => position.state)).toEqual([
      'unreadable',
      'unreadable',
      'deficit',
    ]);
    expect(collateral.positions[0]?.shortfall).toBeUndefined();
    expect(collateral.marginCall).toBe(true);
    expect(collateral.leftOut.words({ one: 'currency', many: 'currencies' })).toBe(
      '1 currency left out: excess/deficit unreadable; 1 currency left out: unrealised P&L unreadable',
    );
  });
});

describe('undecidedExchanges', () => {
  const exchanges = { one: 'exchange', many: 'exchanges' };
  const parsed = (currencies: Record<string, string>[]) =>
    exchangeCollateralOf(
      clearLoopExchangeSchema.parse({
        exchangeId: 'x',
        name: 'Venue',
        collateralDetails: { currencies },
      }),
    );

  it('names exchanges that no verdict covers, and unreadable items of the answer', () => {
    const leftOut = undecidedExchanges(
      [
        parsed([{ settlementCurrency: 'USDT', uPnLExcessDeficit: 'short' }]),
        parsed([{ settlementCurrency: 'USDT', uPnLExcessDeficit: '5' }]),
      ],
      [new Unreadable('"venue"', 'not an object')],
    );
    expect(leftOut.words(exchanges)).toBe(
      '1 exchange left out: could not be read; 1 exchange left out: excess/deficit unreadable',
    );
  });

  it('leaves out no exchange already in deficit in a currency it could read', () => {
    const inDeficit = parsed([
      { settlementCurrency: 'USDT', uPnLExcessDeficit: 'short' },
      { settlementCurrency: 'ETH', uPnLExcessDeficit: '-2' },
    ]);
    expect(undecidedExchanges([inDeficit], []).count).toBe(0);
  });
});
