import { describe, expect, it } from 'vitest';
import {
  clearLoopExchangeSchema,
  settlementSchema,
  type WireCollateralCurrency,
} from '../../shared/contracts/clearloop';
import { groupedAmount, observeExchange, observeSettlement } from './observe-clearloop';

const exchange = (...currencies: WireCollateralCurrency[]) =>
  clearLoopExchangeSchema.parse({
    exchangeId: 'k',
    name: 'Kestrel',
    collateralDetails: { currencies },
  });

const settlement = (settlementStatus: string, cycleEndTimestamp?: string) =>
  settlementSchema.parse({
    settlementId: 's',
    settlementStatus,
    settlementSubStatus: 'nothing-to-settle',
    exchange: 'Kestrel',
    exchangeId: 'k',
    cycleStartTimestamp: '1795800000000',
    ...(cycleEndTimestamp === undefined ? {} : { cycleEndTimestamp }),
  });

describe('an exchange-deficit rule reading an exchange', () => {
  it('holds when a readable currency is short, by the exchange’s own figure first', () => {
    const seen = observeExchange(
      exchange(
        { settlementCurrency: 'USDT', uPnLExcessDeficit: '-1234567.5' },
        { settlementCurrency: 'BTC', currentCollateralBalance: '1', uPnL: '1.25' },
      ),
    );
    expect(seen).toMatchObject({ key: 'k', targetId: 'k', holds: true, rearm: false });
    expect(seen.text).toBe(
      'ClearLoop exchange Kestrel in deficit: short 1,234,567.5 USDT, 0.25 BTC',
    );
  });

  it('re-arms only once every currency reads and none is short', () => {
    expect(observeExchange(exchange({ uPnLExcessDeficit: '0' }))).toMatchObject({
      holds: false,
      rearm: true,
    });
    expect(
      observeExchange(exchange({ uPnLExcessDeficit: '5' }, { uPnLExcessDeficit: 'lots' })),
    ).toMatchObject({ holds: false, rearm: false });
  });

  it('groups whole digits and keeps every decimal', () => {
    expect(groupedAmount('123456789012345678901.000000000000000001')).toBe(
      '123,456,789,012,345,678,901.000000000000000001',
    );
    expect(groupedAmount('999')).toBe('999');
  });
});

describe('a settlement-failed rule reading a settlement', () => {
  const context = { bandPoints: '2', nowMs: 0, firstLook: false };

  it('holds when failed, and re-arms on any other status, one this version does not know included', () => {
    expect(
      observeSettlement(settlement('failed', String(Date.parse('2026-11-27T15:00:00Z'))), context),
    ).toMatchObject({
      holds: true,
      rearm: false,
      quietIfNew: false,
      text: 'ClearLoop settlement with Kestrel failed (cycle ending 2026-11-27 15:00 UTC)',
    });
    expect(observeSettlement(settlement('completed'), context)).toMatchObject({
      holds: false,
      rearm: true,
    });
    expect(observeSettlement(settlement('exploded'), context)).toMatchObject({
      holds: false,
      rearm: true,
    });
  });

  it('keeps failures from before the rule’s first look quiet', () => {
    expect(
      observeSettlement(settlement('failed'), { ...context, firstLook: true }).quietIfNew,
    ).toBe(true);
  });
});
