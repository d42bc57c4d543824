import { LeftOut } from '../../lib/left-out';
import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable, type Readable } from '../../shared/contracts/readable';
import {
  byDistanceToThreshold,
  loanRiskOf,
  ltvBandOf,
  ltvBands,
  unreadableRisk,
  type LoanRisk,
} from './loan-math';

export interface BandCount {
  band: string;
  belowMarginCall: number;
  marginCall: number;
  default: number;
  total: number;
}

/** Open loans per LTV band, split by where each stands against its own thresholds. */
export function countByBand(risks: readonly LoanRisk[]): BandCount[] {
  const counts = ltvBands.map((band): BandCount => ({
    band: band.label,
    belowMarginCall: 0,
    marginCall: 0,
    default: 0,
    total: 0,
  }));
  for (const risk of risks) {
    const count = counts[ltvBandOf(risk.ltv).index];
    if (count === undefined) continue;
    if (risk.zone === 'default') count.default += 1;
    else if (risk.zone === 'margin-call') count.marginCall += 1;
    else count.belowMarginCall += 1;
    count.total += 1;
  }
  return counts;
}

export interface RiskBoard {
  risks: LoanRisk[];
  withoutLtv: Loan[];
  /** Loans whose LTV or thresholds could not be read: in no count or chart, and said so. */
  unreadable: Loan[];
  leftOut: LeftOut;
  /** Nearest to the next threshold first. */
  closest: LoanRisk[];
  bands: BandCount[];
  /**
   * The one margin-call and default threshold every loan shares, when they all do;
   * the chart marks those on its axis.
   */
  sharedThresholds: { marginCall: string | null; default: string | null };
}

function shared(values: (Readable<string> | undefined)[]): string | null {
  const distinct = new Set(values);
  const [only] = distinct;
  return distinct.size === 1 && only !== undefined && !isUnreadable(only) ? only : null;
}

export function riskBoardOf(loans: readonly Loan[], closestCount: number): RiskBoard {
  const risks: LoanRisk[] = [];
  const withoutLtv: Loan[] = [];
  const unreadable: Loan[] = [];
  const leftOut = new LeftOut();
  for (const loan of loans) {
    const reason = unreadableRisk(loan);
    if (reason !== undefined) {
      unreadable.push(loan);
      leftOut.add(reason);
      continue;
    }
    const risk = loanRiskOf(loan);
    if (risk === null) withoutLtv.push(loan);
    else risks.push(risk);
  }
  const closest = risks
    .filter((risk) => risk.next !== null)
    .sort(byDistanceToThreshold)
    .slice(0, closestCount);
  return {
    risks,
    withoutLtv,
    unreadable,
    leftOut,
    closest,
    bands: countByBand(risks),
    sharedThresholds: {
      marginCall: shared(risks.map((risk) => risk.loan.extra?.marginCallThreshold)),
      default: shared(risks.map((risk) => risk.loan.extra?.defaultThreshold)),
    },
  };
}
