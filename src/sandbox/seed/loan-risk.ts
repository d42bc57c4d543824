import type { LoanStatus, LoanType } from '../../shared/contracts/loans';
import type { Random } from './prng';
import { HOUR_MS } from './seed-context';

/** Loans without collateral carry no LTV. */
export function isCollateralised(type: string): boolean {
  return !type.includes('uncollateralised') && type !== 'agency-inventory';
}

export interface LoanLtv {
  debtRatio: string;
  debtRatioStatus: 'healthy' | 'margin-call' | 'default';
  thresholds: Record<
    | 'initialLtv'
    | 'rebalanceThreshold'
    | 'marginCallThreshold'
    | 'defaultThreshold'
    | 'marginCallExpiryPeriod',
    string
  >;
}

/** LTV as a fraction with thresholds; about one live loan in six sits just under its margin call. */
export function ltvFor(random: Random, status: LoanStatus, type: LoanType): LoanLtv | undefined {
  if (!isCollateralised(type)) return undefined;
  const initial = random.pick([50, 60, 65]);
  const marginCall = 80;
  const defaultAt = 90;
  const bucket = ['defaulting', 'partially-defaulting', 'defaulted'].includes(status)
    ? random.int(defaultAt * 100, 9_800)
    : status === 'awaiting-collateral' || random.chance(0.07)
      ? random.int(marginCall * 100, defaultAt * 100 - 1)
      : random.chance(0.18)
        ? random.int(marginCall * 100 - 300, marginCall * 100 - 1)
        : random.int(3_000, initial * 100 + 800);
  return {
    debtRatio: fraction(bucket, 4),
    debtRatioStatus:
      bucket >= defaultAt * 100
        ? 'default'
        : bucket >= marginCall * 100
          ? 'margin-call'
          : 'healthy',
    thresholds: {
      initialLtv: fraction(initial, 2),
      rebalanceThreshold: fraction(initial + 10, 2),
      marginCallThreshold: fraction(marginCall, 2),
      defaultThreshold: fraction(defaultAt, 2),
      marginCallExpiryPeriod: String(24 * HOUR_MS),
    },
  };
}

/** An integer count of 10^-digits as a decimal string, e.g. (7850, 4) → "0.7850". */
function fraction(units: number, digits: number): string {
  const scale = 10 ** digits;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(digits, '0')}`;
}
