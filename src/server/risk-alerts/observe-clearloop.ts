import type { ClearLoopExchange, Settlement } from '../../shared/contracts/clearloop';
import { collateralVerdictOf } from '../../shared/collateral-deficit';
import { isUnreadable } from '../../shared/contracts/readable';
import { parseEpochMs } from '../../shared/epoch-ms';
import type { JudgingContext, Observation } from './observation';

/** A decimal string with its whole part grouped by thousands: "12,500.75". */
export function groupedAmount(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An exchange holds while any readable currency is in deficit, by the same verdict the
 * exchanges page shows; it is clearly back only once every currency reads and none is short,
 * so a currency turning unreadable mid-deficit does not re-arm the rule.
 */
export function observeExchange(exchange: ClearLoopExchange): Observation {
  const verdicts = (exchange.collateralDetails?.currencies ?? []).map((entry) => ({
    currency: entry.settlementCurrency ?? 'an unnamed currency',
    ...collateralVerdictOf(entry),
  }));
  const short = verdicts.filter((verdict) => verdict.state === 'deficit');
  const shortfalls = short
    .map((verdict) => `${groupedAmount(verdict.figure?.abs().toFixed() ?? '')} ${verdict.currency}`)
    .join(', ');
  return {
    key: exchange.exchangeId,
    targetId: exchange.exchangeId,
    holds: short.length > 0,
    rearm: short.length === 0 && verdicts.every((verdict) => verdict.state !== 'unreadable'),
    quietIfNew: false,
    text: `ClearLoop exchange ${exchange.name} in deficit: short ${shortfalls}`,
  };
}

function cycleEndText(settlement: Settlement): string {
  const end = isUnreadable(settlement.cycleEndTimestamp)
    ? null
    : parseEpochMs(settlement.cycleEndTimestamp);
  if (end === null) return '';
  return ` (cycle ending ${new Date(end).toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
}

/**
 * A settlement holds once it reads `failed`, and is back when it reads any other known
 * status. On a rule's first look, settlements that failed before it existed are recorded as
 * seen, without an alert; after that, a failure the rule had not yet seen is news.
 */
export function observeSettlement(
  settlement: Settlement,
  { firstLook }: JudgingContext,
): Observation {
  const status = settlement.settlementStatus;
  const readable = !isUnreadable(status);
  return {
    key: settlement.settlementId,
    targetId: settlement.settlementId,
    holds: readable && status === 'failed',
    rearm: readable && status !== 'failed',
    quietIfNew: firstLook,
    text: `ClearLoop settlement with ${settlement.exchange} failed${cycleEndText(settlement)}`,
  };
}
