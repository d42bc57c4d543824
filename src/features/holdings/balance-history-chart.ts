import { Money } from '../../lib/decimal';
import { formatDecimal } from '../../lib/format-decimal';
import { formatLocalDateTimeToMinute } from '../../lib/time';
import type { BalanceSample } from '../../shared/balance-history';

/** The figures the chart can draw, in the order its legend lists them. */
const chartFields = [
  { key: 'total', label: 'Total', color: 'indigo.6' },
  { key: 'available', label: 'Available', color: 'teal.6' },
  { key: 'reserve', label: 'Reserved', color: 'orange.6' },
  { key: 'staked', label: 'Staked', color: 'grape.6' },
] as const;
type ChartField = (typeof chartFields)[number]['key'];

/** One reading drawn: numbers for the chart's geometry only; the words come from the exact decimals. */
export type BalancePoint = {
  at: number;
  timeText: string;
  /** Each figure drawn, exact and formatted, for the tooltip. */
  exact: { label: string; text: string }[];
} & Partial<Record<ChartField, number>>;

export interface BalanceChartData {
  points: BalancePoint[];
  /** The lines drawn: reserved and staked only when the wallet ever held some. */
  series: { name: ChartField; label: string; color: string }[];
  /** The latest reading's figures, exact, in words: "Total 1,250.5 BTC". */
  latestText: string[];
  /** Readings a figure of which could not be read (left out of that line, never guessed). */
  incomplete: number;
  /** Whether some readings are the sandbox's seeded past rather than the server's own. */
  seeded: boolean;
}

const isHeld = (value: string | null) => value !== null && !new Money(value).isZero();

/** Shapes a wallet's recorded balances for its chart, in operator words. */
export function balanceChartData(
  samples: readonly BalanceSample[],
  currency: string,
): BalanceChartData {
  const series = chartFields
    .filter(
      (field) =>
        field.key === 'total' ||
        field.key === 'available' ||
        samples.some((sample) => isHeld(sample[field.key])),
    )
    .map((field) => ({ name: field.key, label: field.label, color: field.color }));
  const exactOf = (sample: BalanceSample) =>
    series.map(({ name, label }) => {
      const value = sample[name];
      const text = value === null ? 'unreadable' : `${formatDecimal(value) ?? value} ${currency}`;
      return { label, text: text.trim() };
    });
  const points = samples.map((sample) => {
    const point: BalancePoint = {
      at: sample.at,
      timeText: formatLocalDateTimeToMinute(sample.at),
      exact: exactOf(sample),
    };
    for (const { name } of series) {
      const value = sample[name];
      if (value !== null) point[name] = new Money(value).toNumber();
    }
    return point;
  });
  const latest = samples.at(-1);
  return {
    points,
    series,
    latestText:
      latest === undefined ? [] : exactOf(latest).map(({ label, text }) => `${label} ${text}`),
    incomplete: samples.filter((sample) => series.some(({ name }) => sample[name] === null)).length,
    seeded: samples.some((sample) => sample.source === 'sandbox-seed'),
  };
}
