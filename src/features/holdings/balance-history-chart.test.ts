import { describe, expect, it } from 'vitest';
import type { BalanceSample } from '../../shared/balance-history';
import { balanceChartData } from './balance-history-chart';

const T0 = Date.parse('2026-11-23T08:00:00Z');

const sample = (at: number, fields: Partial<BalanceSample> = {}): BalanceSample => ({
  at,
  balance: '10',
  available: '10',
  reserve: '0',
  staked: '0',
  total: '10',
  source: 'sampled',
  ...fields,
});

describe('balanceChartData', () => {
  it('draws total and available always, reserved and staked only once the wallet held some', () => {
    const flat = balanceChartData([sample(T0), sample(T0 + 60_000)], 'BTC');
    expect(flat.series.map((line) => line.label)).toEqual(['Total', 'Available']);
    const held = balanceChartData(
      [sample(T0), sample(T0 + 60_000, { available: '7', reserve: '3' })],
      'BTC',
    );
    expect(held.series.map((line) => line.label)).toEqual(['Total', 'Available', 'Reserved']);
    expect(held.points[0]).toMatchObject({ total: 10, available: 10, reserve: 0 });
  });

  it('says the latest figures exactly, to the last decimal, grouped', () => {
    const data = balanceChartData(
      [
        sample(T0, {
          balance: '123456789012345678901.5',
          total: '123456789012345678901.5',
          available: '0.000000000000000001',
        }),
      ],
      'ETH',
    );
    expect(data.latestText).toEqual([
      'Total 123,456,789,012,345,678,901.5 ETH',
      'Available 0.000000000000000001 ETH',
    ]);
    expect(data.points[0]?.exact[1]).toEqual({
      label: 'Available',
      text: '0.000000000000000001 ETH',
    });
  });

  it('leaves an unreadable figure out of its line, counts it, and never draws it as zero', () => {
    const data = balanceChartData([sample(T0, { total: null }), sample(T0 + 60_000)], 'BTC');
    expect(data.points[0]).not.toHaveProperty('total');
    expect(data.points[0]?.exact[0]).toEqual({ label: 'Total', text: 'unreadable' });
    expect(data.incomplete).toBe(1);
  });

  it("marks a history that holds the sandbox's seeded past", () => {
    expect(balanceChartData([sample(T0)], 'BTC').seeded).toBe(false);
    expect(balanceChartData([sample(T0, { source: 'sandbox-seed' })], 'BTC').seeded).toBe(true);
  });
});
