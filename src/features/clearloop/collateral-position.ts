import { Money } from '../../lib/decimal';
import { LeftOut, firstUnreadable, unreadableItem } from '../../lib/left-out';
import type { ClearLoopExchange, CollateralCurrency } from '../../shared/contracts/clearloop';
import { isUnreadable, type Readable } from '../../shared/contracts/readable';

/**
 * Where an exchange's collateral stands against its clients' unrealised P&L in one currency;
 * `unreadable` when a figure it needs came out of format, so nothing is claimed either way.
 */
export type CollateralState = 'deficit' | 'excess' | 'even' | 'unknown' | 'unreadable';

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
  const { currentCollateralBalance: collateral, uPnL, uPnLExcessDeficit: reported } = entry;
  const base = {
    currency: entry.settlementCurrency ?? 'Unnamed currency',
    collateral,
    uPnL,
    buffer: entry.buffer,
    updatedAt: entry.updatedAt,
  };
  // The exchange's own figure decides; without one, collateral − uPnL. Whichever is needed
  // must be readable, or the position is not claimed to be in excess or in deficit.
  const unreadable =
    reported === undefined
      ? firstUnreadable({ collateral, 'unrealised P&L': uPnL })
      : firstUnreadable({ 'excess/deficit': reported });
  if (unreadable !== undefined || isUnreadable(reported)) {
    return {
      ...base,
      excessDeficit: reported,
      unreadable: unreadable ?? 'excess/deficit unreadable',
      derived: false,
      state: 'unreadable',
      shortfall: undefined,
      recomputed: undefined,
    };
  }
  const recomputed =
    collateral !== undefined &&
    uPnL !== undefined &&
    !isUnreadable(collateral) &&
    !isUnreadable(uPnL)
      ? new Money(collateral).minus(uPnL)
      : undefined;
  const figure = reported !== undefined ? new Money(reported) : recomputed;
  const state: CollateralState =
    figure === undefined
      ? 'unknown'
      : figure.isNeg() && !figure.isZero()
        ? 'deficit'
        : figure.isZero()
          ? 'even'
          : 'excess';
  return {
    ...base,
    excessDeficit: reported ?? recomputed?.toFixed(),
    unreadable: undefined,
    derived: reported === undefined && recomputed !== undefined,
    state,
    shortfall: state === 'deficit' && figure ? figure.abs().toFixed() : undefined,
    recomputed:
      reported !== undefined && recomputed !== undefined && !recomputed.eq(reported)
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
