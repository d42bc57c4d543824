import { describe, expect, it } from 'vitest';
import type { LtvSample } from '../../shared/ltv-history';
import { ltvChartData, moverRows } from './ltv-history-chart';

const T0 = Date.parse('2026-11-23T08:00:00Z');

const sample = (at: number, ltv: string, overrides: Partial<LtvSample> = {}): LtvSample => ({
  at,
  ltv,
  marginCallThreshold: '0.80',
  defaultThreshold: '0.90',
  rebalanceThreshold: null,
  collateralValueUsd: null,
  status: 'healthy',
  source: 'sampled',
  ...overrides,
});

describe('the LTV chart data', () => {
  it('plots each reading as a percentage and keeps its exact words', () => {
    const data = ltvChartData([sample(T0, '0.7512'), sample(T0 + 60_000, '0.7850')]);
    expect(data.points.map(({ at, ltv, ltvText }) => ({ at, ltv, ltvText }))).toEqual([
      { at: T0, ltv: 75.12, ltvText: '75.12%' },
      { at: T0 + 60_000, ltv: 78.5, ltvText: '78.50%' },
    ]);
    expect(data.points[0]?.timeText).toMatch(/2026/);
    expect(data.seeded).toBe(false);
  });

  it('marks the thresholds of the latest reading, in words, and keeps them in view', () => {
    const data = ltvChartData([
      sample(T0, '0.50', { marginCallThreshold: '0.75' }),
      sample(T0 + 60_000, '0.52', { rebalanceThreshold: '0.65' }),
    ]);
    expect(data.thresholds).toEqual([
      { name: 'rebalance', value: 65, label: 'Rebalance 65.00%', color: 'blue.6' },
      { name: 'margin-call', value: 80, label: 'Margin call 80.00%', color: 'orange.7' },
      { name: 'default', value: 90, label: 'Default 90.00%', color: 'red.8' },
    ]);
    expect(data.thresholdsChanged).toBe(true);
    expect(data.domain[0]).toBeLessThanOrEqual(50);
    expect(data.domain[1]).toBeGreaterThanOrEqual(90);
  });

  it('draws no line for a threshold the loan does not carry, and says when the past is seeded', () => {
    const data = ltvChartData([
      sample(T0, '0.4', {
        marginCallThreshold: null,
        defaultThreshold: null,
        source: 'sandbox-seed',
      }),
    ]);
    expect(data.thresholds).toEqual([]);
    expect(data.seeded).toBe(true);
    expect(data.thresholdsChanged).toBe(false);
  });

  it('has an empty chart for no readings', () => {
    expect(ltvChartData([])).toMatchObject({ points: [], thresholds: [], domain: [0, 110] });
  });

  it('lists the loans that moved most among those shown, with signed exact movement', () => {
    const mover = (loanId: string, from: string, to: string, change: string) => ({
      loanId,
      first: { at: T0, ltv: from },
      last: { at: T0 + 3_600_000, ltv: to },
      change,
      points: [
        { at: T0, ltv: from },
        { at: T0 + 3_600_000, ltv: to },
      ],
    });
    const rows = moverRows(
      [
        mover('up', '0.70', '0.7125', '0.0125'),
        mover('closed', '0.1', '0.5', '0.4'),
        mover('down', '0.6', '0.596', '-0.004'),
        mover('still', '0.5', '0.5', '0'),
      ],
      new Map([
        ['up', 'Loan up'],
        ['down', 'Loan down'],
        ['still', 'Loan still'],
      ]),
      2,
    );
    expect(rows).toEqual([
      {
        loan: 'Loan up',
        sparkline: [70, 71.25],
        fromText: '70.00%',
        toText: '71.25%',
        movedText: '+1.25 pp',
      },
      {
        loan: 'Loan down',
        sparkline: [60, 59.6],
        fromText: '60.00%',
        toText: '59.60%',
        movedText: '−0.40 pp',
      },
    ]);
  });
});
