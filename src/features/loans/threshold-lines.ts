import { Money } from '../../lib/decimal';
import { formatRatio, ltvBandOf, ltvBands } from './loan-math';

/** A dashed line of the LTV chart at the band holding a threshold, with its label. */
export interface ThresholdLine {
  /** The band's label: the chart's x value. */
  x: string;
  color: string;
  strokeDasharray: string;
  label: {
    value: string;
    position: 'insideTopRight' | 'insideTopLeft';
    /** Pixels down from the top of the chart: each threshold has a row of its own. */
    dy: number;
    /** A halo of the page's colour, so a dashed line crossing the text does not strike it out. */
    stroke: string;
    strokeWidth: number;
    paintOrder: 'stroke';
  };
}

const ROW_HEIGHT = 16;

/**
 * The chart's threshold lines, margin call then default. Each label sits on the side of its
 * line that has room (left of a line in the right half of the chart, right of one in the left
 * half), so on a phone it is never cut at the chart's edge; each threshold keeps its own row,
 * so two labels on the same side never overlap.
 */
export function thresholdLines(thresholds: {
  marginCall: string | null;
  default: string | null;
}): ThresholdLine[] {
  const lines = [
    { value: thresholds.marginCall, words: 'margin call', color: 'orange.8' },
    { value: thresholds.default, words: 'default', color: 'red.9' },
  ];
  const lastIndex = ltvBands.length - 1;
  return lines.flatMap(({ value, words, color }, row) => {
    if (value === null || !/^\d+(\.\d+)?$/.test(value)) return [];
    const band = ltvBandOf(new Money(value));
    return [
      {
        x: band.label,
        color,
        strokeDasharray: '4 4',
        label: {
          value: `${words} ${formatRatio(value) ?? value}`,
          position: band.index > lastIndex / 2 ? 'insideTopRight' : 'insideTopLeft',
          dy: row * ROW_HEIGHT,
          stroke: 'var(--mantine-color-body)',
          strokeWidth: 4,
          paintOrder: 'stroke',
        },
      },
    ];
  });
}
