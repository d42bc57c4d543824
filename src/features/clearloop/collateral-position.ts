import { Money } from '../../lib/decimal';
import type { ClearLoopExchange, CollateralCurrency } from '../../shared/contracts/clearloop';

/** Where an exchange's collateral stands against its clients' unrealised P&L in one currency. */
export type CollateralState = 'deficit' | 'excess' | 'even' | 'unknown';

export interface CollateralPosition {
  currency: string;
  collateral: string | undefined;
  uPnL: string | undefined;
  /** Excess over collateral balance, in percent, as the exchange reports it. */
  buffer: string | undefined;
  updatedAt: string | undefined;
  /** Positive: excess; negative: deficit. The exchange's figure, or collateral − uPnL without one. */
  excessDeficit: string | undefined;
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
  const recomputed =
    collateral !== undefined && uPnL !== undefined ? new Money(collateral).minus(uPnL) : undefined;
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
    currency: entry.settlementCurrency ?? 'Unnamed currency',
    collateral,
    uPnL,
    buffer: entry.buffer,
    updatedAt: entry.updatedAt,
    excessDeficit: reported ?? recomputed?.toFixed(),
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
}

export function exchangeCollateralOf(exchange: ClearLoopExchange): ExchangeCollateral {
  const positions = (exchange.collateralDetails?.currencies ?? []).map(collateralPositionOf);
  const deficits = positions.filter((position) => position.state === 'deficit');
  return { positions, deficits, marginCall: deficits.length > 0 };
}
