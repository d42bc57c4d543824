import { LeftOut, unreadableItem } from '../../lib/left-out';
import type { ClearLoopExchange, CollateralCurrency } from '../../shared/contracts/clearloop';
import type { Readable } from '../../shared/contracts/readable';
import { collateralVerdictOf, type CollateralState } from '../../shared/collateral-deficit';

export interface CollateralPosition {
  currency: string;
  collateral: Readable<string> | undefined;
  uPnL: Readable<string> | undefined;
  /** Excess over collateral balance, in percent, as the exchange reports it. */
  buffer: Readable<string> | undefined;
  updatedAt: Readable<string> | undefined;
  /** Positive: excess; negative: deficit. The exchange's figure, or collateral − uPnL without one. */
  excessDeficit: Readable<string> | undefined;
  /** Why the state could not be worked out ("excess/deficit unreadable"), when unreadable. */
  unreadable: string | undefined;
  /** True when the exchange sent no excess/deficit and it was computed here. */
  derived: boolean;
  state: CollateralState;
  /** What the exchange must top up to cover its clients' uPnL; only in deficit. */
  shortfall: string | undefined;
  /**
   * Collateral − uPnL, when it disagrees with the exchange's own excess/deficit figure.
   * The exchange is the calculation agent, so its figure is shown and this one flagged.
   */
  recomputed: string | undefined;
}

/** Settles the excess/deficit of one collateral currency with exact decimals. */
export function collateralPositionOf(entry: CollateralCurrency): CollateralPosition {
  const { uPnLExcessDeficit: reported } = entry;
  const { state, unreadable, figure, recomputed } = collateralVerdictOf(entry);
  return {
    currency: entry.settlementCurrency ?? 'Unnamed currency',
    collateral: entry.currentCollateralBalance,
    uPnL: entry.uPnL,
    buffer: entry.buffer,
    updatedAt: entry.updatedAt,
    excessDeficit: reported ?? recomputed?.toFixed(),
    unreadable,
    derived: state !== 'unreadable' && reported === undefined && recomputed !== undefined,
    state,
    shortfall: state === 'deficit' && figure ? figure.abs().toFixed() : undefined,
    recomputed:
      reported !== undefined && recomputed !== undefined && figure && !recomputed.eq(figure)
        ? recomputed.toFixed()
        : undefined,
  };
}

export interface ExchangeCollateral {
  positions: CollateralPosition[];
  /** Currencies in which collateral is short of clients' uPnL. */
  deficits: CollateralPosition[];
  /** A deficit in any currency means a margin call: client orders stay pending until a top-up. */
  marginCall: boolean;
  /** Currencies whose position could not be read: no margin-call verdict covers them. */
  leftOut: LeftOut;
}

export function exchangeCollateralOf(exchange: ClearLoopExchange): ExchangeCollateral {
  const positions = (exchange.collateralDetails?.currencies ?? []).map(collateralPositionOf);
  const deficits = positions.filter((position) => position.state === 'deficit');
  const leftOut = new LeftOut();
  for (const position of positions) {
    if (position.unreadable !== undefined) leftOut.add(position.unreadable);
  }
  return { positions, deficits, marginCall: deficits.length > 0, leftOut };
}

/**
 * Exchanges no margin-call verdict covers: items of the answer that could not be read at all,
 * and exchanges in deficit in no readable currency while some currency could not be read.
 */
export function undecidedExchanges(
  exchanges: readonly ExchangeCollateral[],
  unreadableItems: readonly unknown[],
): LeftOut {
  const leftOut = new LeftOut();
  leftOut.add(unreadableItem, unreadableItems.length);
  for (const collateral of exchanges) {
    const [first] = collateral.leftOut.entries();
    if (!collateral.marginCall && first) leftOut.add(first.reason);
  }
  return leftOut;
}
