import Decimal from 'decimal.js';
import type { ClearLoopExchange, CollateralCurrency } from './contracts/clearloop';
import { isUnreadable } from './contracts/readable';

/**
 * Whether an exchange's collateral covers its clients' unrealised P&L: one rule for the
 * browser (the exchanges page, Today) and the server (the deficit alert), so no two places
 * can disagree about which exchange is in deficit.
 */

/**
 * Where collateral stands against clients' unrealised P&L in one currency; `unreadable` when a
 * figure it needs came out of format, so nothing is claimed either way.
 */
export type CollateralState = 'deficit' | 'excess' | 'even' | 'unknown' | 'unreadable';

/** Exact at any size: collateral figures are never rounded on the way to a verdict. */
const Exact = Decimal.clone({ precision: 80, toExpNeg: -100, toExpPos: 100 });

export interface CollateralVerdict {
  state: CollateralState;
  /** Which figure could not be read ("excess/deficit unreadable"), when unreadable. */
  unreadable: string | undefined;
  /** The exchange's excess/deficit figure, or collateral − uPnL without one. */
  figure: Decimal | undefined;
  /** Collateral − uPnL, whenever both are readable. */
  recomputed: Decimal | undefined;
}

function readableOf(value: unknown): string | undefined {
  return typeof value === 'string' && !isUnreadable(value) ? value : undefined;
}

/**
 * The exchange's own excess/deficit figure decides; without one, collateral − uPnL. Whichever
 * is needed must be readable, or the position is not claimed to be in excess or in deficit.
 */
export function collateralVerdictOf(entry: CollateralCurrency): CollateralVerdict {
  const { currentCollateralBalance: collateral, uPnL, uPnLExcessDeficit: reported } = entry;
  const needed: [string, unknown][] =
    reported === undefined
      ? [
          ['collateral', collateral],
          ['unrealised P&L', uPnL],
        ]
      : [['excess/deficit', reported]];
  const unreadableField = needed.find(([, value]) => isUnreadable(value))?.[0];
  if (unreadableField !== undefined) {
    const unreadable = `${unreadableField} unreadable`;
    return { state: 'unreadable', unreadable, figure: undefined, recomputed: undefined };
  }
  const collateralText = readableOf(collateral);
  const uPnLText = readableOf(uPnL);
  const recomputed =
    collateralText !== undefined && uPnLText !== undefined
      ? new Exact(collateralText).minus(uPnLText)
      : undefined;
  const reportedText = readableOf(reported);
  const figure = reportedText !== undefined ? new Exact(reportedText) : recomputed;
  const state: CollateralState =
    figure === undefined
      ? 'unknown'
      : figure.isNeg() && !figure.isZero()
        ? 'deficit'
        : figure.isZero()
          ? 'even'
          : 'excess';
  return { state, unreadable: undefined, figure, recomputed };
}

/** A deficit in any readable currency: a margin call, client orders pending until a top-up. */
export function exchangeInDeficit(exchange: ClearLoopExchange): boolean {
  return (exchange.collateralDetails?.currencies ?? []).some(
    (entry) => collateralVerdictOf(entry).state === 'deficit',
  );
}
