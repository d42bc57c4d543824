import { describe, expect, it } from 'vitest';
import type { Loan } from '../../shared/contracts/loans';
import { testLoanAt } from '../../testing/loan-fixture';
import { riskBoardOf } from './risk-board';

function loan(id: string, debtRatio: string | undefined, overrides: Partial<Loan> = {}): Loan {
  return testLoanAt(debtRatio, { loanId: id, externalId: `LN-${id}`, ...overrides });
}

describe('risk board', () => {
  const board = riskBoardOf(
    [
      loan('a', '0.35'),
      loan('b', '0.7950'),
      loan('c', '0.84'),
      loan('d', '0.93', { debtRatioStatus: 'default' }),
      loan('e', undefined, { loanType: 'bilateral-uncollateralised-loan' }),
      loan('f', '0.60', { embedded: { marginCall: { status: 'resolved' } } }),
      loan('g', '0.7601'),
    ],
    3,
  );

  it('counts each loan with an LTV in its band and zone', () => {
    const nonEmpty = board.bands.filter((band) => band.total > 0);
    expect(nonEmpty).toEqual([
      { band: '35–40%', belowMarginCall: 1, marginCall: 0, default: 0, total: 1 },
      { band: '60–65%', belowMarginCall: 1, marginCall: 0, default: 0, total: 1 },
      { band: '75–80%', belowMarginCall: 2, marginCall: 0, default: 0, total: 2 },
      { band: '80–85%', belowMarginCall: 0, marginCall: 1, default: 0, total: 1 },
      { band: '90–95%', belowMarginCall: 0, marginCall: 0, default: 1, total: 1 },
    ]);
    expect(board.withoutLtv.map((entry) => entry.loanId)).toEqual(['e']);
  });

  it('lists the loans nearest their next threshold, nearest first', () => {
    expect(board.closest.map((risk) => [risk.loan.loanId, risk.next?.distance.toFixed()])).toEqual([
      ['b', '0.005'],
      ['g', '0.0399'],
      ['c', '0.06'],
    ]);
  });

  it('names the thresholds every loan shares, and none when they differ', () => {
    expect(board.sharedThresholds).toEqual({ marginCall: '0.80', default: '0.90' });
    const mixed = riskBoardOf(
      [loan('x', '0.5'), loan('y', '0.5', { extra: { marginCallThreshold: '0.75' } })],
      5,
    );
    expect(mixed.sharedThresholds).toEqual({ marginCall: null, default: null });
  });
});
