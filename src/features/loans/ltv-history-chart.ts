import { Money } from '../../lib/decimal';
import { formatLocalDateTimeToMinute } from '../../lib/time';
import type { LtvMover, LtvSample } from '../../shared/ltv-history';
import { formatPercentagePoints, formatRatio } from './loan-math';

/** One point of the chart: the LTV as a percentage for plotting; its exact words beside it. */
export interface LtvPoint {
  at: number;
  /** Percent, for the chart's geometry only; the words come from the exact decimal. */
  ltv: number;
  ltvText: string;
  timeText: string;
}

/** A threshold the chart marks with a line, as the loan carries it in its latest reading. */
export interface ThresholdLine {
  name: 'margin-call' | 'default' | 'rebalance';
  value: number;
  label: string;
  color: string;
}

export interface LtvChartData {
  points: LtvPoint[];
  thresholds: ThresholdLine[];
  /** The y-axis range in percent: every point and threshold in view, with a little room. */
  domain: [number, number];
  /** Whether some readings are the sandbox's seeded past rather than the server's own. */
  seeded: boolean;
  /** Whether a threshold changed during the period (the lines show the latest). */
  thresholdsChanged: boolean;
}

const percentOf = (ratio: string): number => new Money(ratio).times(100).toNumber();

const thresholdKinds = [
  { name: 'rebalance', key: 'rebalanceThreshold', label: 'Rebalance', color: 'blue.6' },
  { name: 'margin-call', key: 'marginCallThreshold', label: 'Margin call', color: 'orange.7' },
  { name: 'default', key: 'defaultThreshold', label: 'Default', color: 'red.8' },
] as const;

/** Shapes a loan's recorded readings for the LTV chart, in operator words. */
export function ltvChartData(samples: readonly LtvSample[]): LtvChartData {
  const points = samples.map((sample) => ({
    at: sample.at,
    ltv: percentOf(sample.ltv),
    ltvText: formatRatio(sample.ltv) ?? sample.ltv,
    timeText: formatLocalDateTimeToMinute(sample.at),
  }));
  const latest = samples.at(-1);
  const thresholds = thresholdKinds.flatMap((kind): ThresholdLine[] => {
    const value = latest?.[kind.key];
    if (value === undefined || value === null) return [];
    return [
      {
        name: kind.name,
        value: percentOf(value),
        label: `${kind.label} ${formatRatio(value) ?? value}`,
        color: kind.color,
      },
    ];
  });
  const values = [...points.map((point) => point.ltv), ...thresholds.map((line) => line.value)];
  const low = values.length === 0 ? 0 : Math.min(...values);
  const high = values.length === 0 ? 100 : Math.max(...values);
  const room = Math.max(1, (high - low) * 0.1);
  return {
    points,
    thresholds,
    domain: [Math.max(0, Math.floor(low - room)), Math.ceil(high + room)],
    seeded: samples.some((sample) => sample.source === 'sandbox-seed'),
    thresholdsChanged: thresholdKinds.some(
      (kind) => new Set(samples.map((sample) => sample[kind.key])).size > 1,
    ),
  };
}

/** A row of the risk board's "moved most" table, for a loan the board shows. */
export interface MoverRow<L> {
  loan: L;
  /** Percent, for the sparkline's geometry only. */
  sparkline: number[];
  fromText: string;
  toText: string;
  /** Signed percentage points, exact: "+1.25 pp", "−0.40 pp". */
  movedText: string;
}

/** The `count` loans that moved most, among those `loansById` holds (the open ones). */
export function moverRows<L>(
  movers: readonly LtvMover[],
  loansById: ReadonlyMap<string, L>,
  count: number,
): MoverRow<L>[] {
  return movers
    .flatMap((mover): MoverRow<L>[] => {
      const loan = loansById.get(mover.loanId);
      if (loan === undefined) return [];
      const change = new Money(mover.change);
      const points = formatPercentagePoints(change.abs());
      return [
        {
          loan,
          sparkline: mover.points.map((point) => percentOf(point.ltv)),
          fromText: formatRatio(mover.first.ltv) ?? mover.first.ltv,
          toText: formatRatio(mover.last.ltv) ?? mover.last.ltv,
          movedText: change.isZero() ? points : `${change.isNegative() ? '−' : '+'}${points}`,
        },
      ];
    })
    .slice(0, count);
}
