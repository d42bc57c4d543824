import { randomUUID } from 'node:crypto';
import {
  settlementStatuses,
  type WireSettlement,
  type SettlementStatus,
} from '../../shared/contracts/clearloop';
import { isKnownValue } from '../../shared/contracts/primitives';
import { getSettlement, saveSettlements } from '../db/clearloop-repository';
import {
  getLatestSettlement,
  hasCollateralDeficit,
  listDueCycles,
  lockDueCycle,
  scheduleNextCycle,
  type DueCycle,
} from '../db/exchange-cycles-repository';
import {
  claimDueSettlement,
  deleteSettlementProgress,
  listDueSettlements,
  saveSettlementProgress,
} from '../db/settlement-progress-repository';
import type { Database, SqlClient } from '../../store/sql-client';
import { multiply } from '../seed/exact-decimal';
import { settlementSubStatusFor } from './settlement-sub-status';
import { reportSettlementChange } from '../webhooks/order-events';

/**
 * ClearLoop on the clock. When an exchange's cycle ends (its
 * `nextSettlementTimestamp` passes) the cycle's settlement opens as `new` and
 * the next cycle is scheduled one frequency later. Open settlements then move
 * `new` → `pending-exchange-confirmation` → `in-progress` → `completed`,
 * except that an exchange in collateral deficit keeps its settlement pending,
 * as in a margin call, until its collateral covers its clients again.
 */
export async function advanceClearLoop(db: Database, nowMs: number, stepMs: number): Promise<void> {
  for (const cycle of await listDueCycles(db, nowMs)) {
    await db.transaction((tx) => openCycle(tx, cycle, nowMs, stepMs));
  }
  for (const settlementId of await listDueSettlements(db, nowMs)) {
    await db.transaction((tx) => stepSettlement(tx, settlementId, nowMs, stepMs));
  }
}

async function openCycle(
  tx: SqlClient,
  cycle: DueCycle,
  nowMs: number,
  stepMs: number,
): Promise<void> {
  // Another clock may have opened this cycle since the exchange was listed: only the one that
  // moves the cycle's end on (under this row lock) opens it.
  if (!(await lockDueCycle(tx, cycle))) return;
  // After a long pause only the latest ended cycle opens; missed ones are not replayed.
  const missed = Math.floor((nowMs - cycle.endsAt) / cycle.frequencyMs);
  const cycleEnd = cycle.endsAt + missed * cycle.frequencyMs;
  const previous = await getLatestSettlement(tx, cycle.exchangeId);
  await scheduleNextCycle(tx, cycle.exchangeId, cycleEnd + cycle.frequencyMs);
  if (!previous) return;
  const settlement = nextCycleSettlement(previous, cycleEnd - cycle.frequencyMs, cycleEnd, nowMs);
  await saveSettlements(tx, [settlement]);
  await reportSettlementChange(tx, settlement, nowMs);
  await saveSettlementProgress(tx, settlement.settlementId, nowMs + Math.max(stepMs, 1));
}

/**
 * The next cycle's settlement, shaped like the exchange's previous one: the
 * same client accounts and currencies, amounts scaled by a factor derived
 * from the cycle, so P&L differs from cycle to cycle yet is reproducible.
 */
export function nextCycleSettlement(
  previous: WireSettlement,
  start: number,
  end: number,
  nowMs: number,
): WireSettlement {
  const factor = (0.4 + ((end / 3_600_000) % 13) / 10).toFixed(1);
  const sign = (end / 3_600_000) % 2 === 0 ? '' : '-';
  return {
    settlementId: randomUUID(),
    settlementStatus: 'new',
    settlementSubStatus: settlementSubStatusFor('new'),
    exchange: previous.exchange,
    exchangeId: previous.exchangeId,
    ...(previous.custodian === undefined ? {} : { custodian: previous.custodian }),
    cycleStartTimestamp: String(start),
    cycleEndTimestamp: String(end),
    createdAt: String(nowMs),
    deadline: String(nowMs + 4 * 3_600_000),
    settlementDetails: (previous.settlementDetails ?? []).map((detail, index) => ({
      ...detail,
      exchangeSettlementId: `${detail.exchangeSettlementId.split('-STL-')[0] ?? 'CL'}-STL-${end}-${index + 1}`,
      pnlAttributionStartTimestamp: String(start),
      pnlAttributionEndTimestamp: String(end),
      status: 'new',
      settlementInstructions: detail.settlementInstructions.map((instruction) => {
        // A new cycle's instructions have no orders yet.
        const rest = { ...instruction };
        delete rest.orderId;
        delete rest.orderStatus;
        const magnitude = instruction.settlementAmount.replace(/^-/, '');
        const amount = multiply(magnitude, factor, 6);
        return {
          ...rest,
          settlementAmount: amount === '0' ? '0' : `${sign}${amount}`,
          ...(instruction.settlementAmountUSD === undefined
            ? {}
            : {
                settlementAmountUSD: `${amount === '0' ? '' : sign}${multiply(instruction.settlementAmountUSD.replace(/^-/, ''), factor, 2)}`,
              }),
          settlementInstructionId: randomUUID(),
          status: 'new',
        };
      }),
    })),
  };
}

const nextStatus: Partial<Record<SettlementStatus, SettlementStatus>> = {
  new: 'pending-exchange-confirmation',
  'pending-exchange-confirmation': 'in-progress',
  'in-progress': 'completed',
};

async function stepSettlement(
  tx: SqlClient,
  settlementId: string,
  nowMs: number,
  stepMs: number,
): Promise<void> {
  // Another clock took this step already.
  if (!(await claimDueSettlement(tx, settlementId, nowMs))) return;
  const settlement = await getSettlement(tx, settlementId);
  const status = settlement?.settlementStatus;
  const next = isKnownValue(settlementStatuses, status) ? nextStatus[status] : undefined;
  if (settlement === undefined || next === undefined) {
    await deleteSettlementProgress(tx, settlementId);
    return;
  }
  const later = nowMs + Math.max(stepMs, 1);
  if (
    status === 'pending-exchange-confirmation' &&
    (await hasCollateralDeficit(tx, settlement.exchangeId))
  ) {
    // Margin call: client orders stay pending until the exchange tops up.
    const held = settlementSubStatusFor('pending-exchange-confirmation', {
      collateralDeficit: true,
    });
    if (settlement.settlementSubStatus !== held) {
      const waiting: WireSettlement = { ...settlement, settlementSubStatus: held };
      await saveSettlements(tx, [waiting]);
      await reportSettlementChange(tx, waiting, nowMs);
    }
    await saveSettlementProgress(tx, settlementId, later);
    return;
  }
  const done = next === 'completed';
  const moved: WireSettlement = {
    ...settlement,
    settlementStatus: next,
    settlementSubStatus: settlementSubStatusFor(next),
    ...(done ? { completedAt: String(nowMs) } : {}),
    settlementDetails: (settlement.settlementDetails ?? []).map((detail) => ({
      ...detail,
      status: next,
      settlementInstructions: detail.settlementInstructions.map((instruction) => ({
        ...instruction,
        status: next,
      })),
    })),
  };
  await saveSettlements(tx, [moved]);
  await reportSettlementChange(tx, moved, nowMs);
  if (done) await deleteSettlementProgress(tx, settlementId);
  else await saveSettlementProgress(tx, settlementId, later);
}
