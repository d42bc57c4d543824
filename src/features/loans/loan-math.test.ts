import { describe, expect, it } from 'vitest';
import { Money } from '../../lib/decimal';
import type { Loan } from '../../shared/contracts/loans';
import { testLoanAt } from '../../testing/loan-fixture';
import {
  byDistanceToThreshold,
  formatBasisPoints,
  formatEstimatedRatio,
  formatPercentagePoints,
  formatRatio,
  loanRiskOf,
  ltvBandOf,
  ltvBands,
  shockedLtv,
} from './loan-math';

function loan(debtRatio: string | undefined, thresholds = { mc: '0.80', df: '0.90' }): Loan {
  return testLoanAt(
    debtRatio,
    { loanId: `loan-${debtRatio ?? 'none'}` },
    { marginCallThreshold: thresholds.mc, defaultThreshold: thresholds.df },
  );
}

describe('basis points', () => {
  it('shows basis points as an exact percentage', () => {
    expect(formatBasisPoints('450')).toBe('4.50%');
    expect(formatBasisPoints('1250')).toBe('12.50%');
    expect(formatBasisPoints('0')).toBe('0.00%');
    expect(formatBasisPoints('1')).toBe('0.01%');
    expect(formatBasisPoints('12.5')).toBe('0.125%');
  });

  it('refuses what is not a decimal instead of guessing', () => {
    expect(formatBasisPoints('4.5%')).toBeNull();
    expect(formatBasisPoints('1e3')).toBeNull();
    expect(formatBasisPoints('')).toBeNull();
    expect(formatBasisPoints(undefined)).toBeNull();
  });
});

describe('ratios', () => {
  it('shows an LTV fraction as a percentage without rounding', () => {
    expect(formatRatio('0.7850')).toBe('78.50%');
    expect(formatRatio('0.80')).toBe('80.00%');
    expect(formatRatio('0.123456')).toBe('12.3456%');
    expect(formatRatio('abc')).toBeNull();
  });

  it('rounds an estimate up, never down', () => {
    expect(formatEstimatedRatio(new Money('0.386777'))).toBe('38.68%');
    expect(formatEstimatedRatio(new Money('0.79991'))).toBe('80.00%');
    expect(formatEstimatedRatio(new Money('0.5'))).toBe('50.00%');
  });

  it('shows a distance in percentage points', () => {
    expect(formatPercentagePoints(new Money('0.80').minus('0.7881'))).toBe('1.19 pp');
  });
});

describe('LTV bands', () => {
  it('puts an LTV in the 5-point band that includes its lower bound', () => {
    expect(ltvBandOf(new Money('0')).label).toBe('0–5%');
    expect(ltvBandOf(new Money('0.7999')).label).toBe('75–80%');
    expect(ltvBandOf(new Money('0.80')).label).toBe('80–85%');
    expect(ltvBandOf(new Money('0.9499')).label).toBe('90–95%');
  });

  it('collects 100% and above in the last band, and clamps a negative LTV to the first', () => {
    expect(ltvBandOf(new Money('1')).label).toBe('≥ 100%');
    expect(ltvBandOf(new Money('3.2')).label).toBe('≥ 100%');
    expect(ltvBandOf(new Money('-0.1')).label).toBe('0–5%');
    expect(ltvBands).toHaveLength(21);
  });
});

describe('loan risk', () => {
  it('measures the distance to the margin call below it, exactly', () => {
    const risk = loanRiskOf(loan('0.7881'));
    expect(risk?.zone).toBe('below-margin-call');
    expect(risk?.next?.threshold).toBe('margin-call');
    expect(risk?.next?.distance.toFixed()).toBe('0.0119');
  });

  it('measures the distance to default once in margin call', () => {
    const risk = loanRiskOf(loan('0.85'));
    expect(risk?.zone).toBe('margin-call');
    expect(risk?.next).toEqual({ threshold: 'default', distance: new Money('0.05') });
  });

  it('treats reaching a threshold as crossing it', () => {
    expect(loanRiskOf(loan('0.80'))?.zone).toBe('margin-call');
    expect(loanRiskOf(loan('0.90'))?.zone).toBe('default');
    expect(loanRiskOf(loan('0.90'))?.next).toBeNull();
  });

  it('has no risk without an LTV, and no distance without thresholds', () => {
    expect(loanRiskOf(loan(undefined))).toBeNull();
    expect(loanRiskOf(loan('not-a-number'))).toBeNull();
    const bare = loanRiskOf({ ...loan('0.5'), extra: {} });
    expect(bare?.zone).toBe('no-thresholds');
    expect(bare?.next).toBeNull();
  });

  it('sorts the nearest loan first, the higher LTV on a tie, no threshold last', () => {
    const risks = [loan('0.50'), loan('0.79'), loan('0.89'), loan('0.95')]
      .map(loanRiskOf)
      .filter((risk) => risk !== null)
      .sort(byDistanceToThreshold);
    expect(risks.map((risk) => risk.loan.debtRatio)).toEqual(['0.89', '0.79', '0.50', '0.95']);
  });
});

describe('collateral shocks', () => {
  it('divides the LTV by what is left of the collateral', () => {
    expect(shockedLtv(new Money('0.72'), '0.10').toFixed()).toBe('0.8');
    expect(shockedLtv(new Money('0.56'), '0.20').toFixed()).toBe('0.7');
    expect(shockedLtv(new Money('0.63'), '0.30').toFixed()).toBe('0.9');
    expect(shockedLtv(new Money('0.5'), '0').toFixed()).toBe('0.5');
  });

  it('keeps precision where the division does not terminate', () => {
    const shocked = shockedLtv(new Money('0.3481'), '0.10');
    expect(shocked.toFixed(10)).toBe('0.3867777777');
    expect(formatEstimatedRatio(shocked)).toBe('38.68%');
  });

  it('refuses a fall of 100% or more, or a negative one', () => {
    expect(() => shockedLtv(new Money('0.5'), '1')).toThrow(RangeError);
    expect(() => shockedLtv(new Money('0.5'), '-0.1')).toThrow(RangeError);
  });
});
