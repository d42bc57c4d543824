import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  settlementStatuses,
  type WireSettlement,
  type SettlementStatus,
} from '../../shared/contracts/clearloop';
import { isKnownValue } from '../../shared/contracts/primitives';
import { getSettlement, saveSettlements } from '../db/clearloop-repository';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';
import { multiply } from '../seed/exact-decimal';
import { settlementSubStatusFor } from './settlement-sub-status';
import { reportSettlementChange } from '../webhooks/order-events';

const dueExchangeSchema = z.object({
  exchange_id: z.string(),
  frequency: z.coerce.number(),
  next_at: z.coerce.number(),
  in_deficit: z.boolean(),
});

/**
 * ClearLoop on the clock. When an exchange's cycle ends (its
 * `nextSettlementTimestamp` passes) the cycle's settlement opens as `new` and
 * the next cycle is scheduled one frequency later. Open settlements then move
 * `new` → `pending-exchange-confirmation` → `in-progress` → `completed`,
 * except that an exchange in collateral deficit keeps its settlement pending,
 * as in a margin call, until its collateral covers its clients again.
 */
export async function advanceClearLoop(db: Database, nowMs: number, stepMs: number): Promise<void> {
  const { rows } = await db.query(
    `SELECT e.exchange_id, e.settlement_frequency AS frequency, e.next_settlement_timestamp AS next_at,
       EXISTS (SELECT 1 FROM clearloop_collaterals c WHERE c.exchange_id = e.exchange_id
               AND c.upnl_excess_deficit < 0) AS in_deficit
     FROM clearloop_exchanges e
     WHERE e.next_settlement_timestamp <= $1 AND e.settlement_frequency ~ '^[0-9]+$'`,
    [nowMs],
  );
  for (const exchange of parseRows(dueExchangeSchema, rows)) {
    await db.transaction((tx) => openCycle(tx, exchange, nowMs, stepMs));
  }
  const due = await db.query(
    'SELECT settlement_id FROM settlement_progress WHERE next_step_at <= $1 ORDER BY next_step_at',
    [nowMs],
  );
  for (const { settlement_id: id } of parseRows(
    z.object({ settlement_id: z.string() }),
    due.rows,
  )) {
    await db.transaction((tx) => stepSettlement(tx, id, nowMs, stepMs));
  }
}

async function openCycle(
  tx: SqlClient,
  exchange: z.infer<typeof dueExchangeSchema>,
  nowMs: number,
  stepMs: number,
): Promise<void> {
  // Another clock may have opened this cycle since the exchange was listed: only the one that
  // moves `next_settlement_timestamp` on (under this row lock) opens it.
  const stillDue = await tx.query(
    `SELECT 1 FROM clearloop_exchanges
     WHERE exchange_id = $1 AND next_settlement_timestamp = $2 FOR UPDATE`,
    [exchange.exchange_id, exchange.next_at],
  );
  if (stillDue.rows.length === 0) return;
  // After a long pause only the latest ended cycle opens; missed ones are not replayed.
  const missed = Math.floor((nowMs - exchange.next_at) / exchange.frequency);
  const cycleEnd = exchange.next_at + missed * exchange.frequency;
  const latest = await tx.query(
    `SELECT settlement_id FROM settlements WHERE exchange_id = $1
     ORDER BY cycle_start_timestamp DESC LIMIT 1`,
    [exchange.exchange_id],
  );
  const previousId = parseFirstRow(z.object({ settlement_id: z.string() }), latest.rows);
  const previous = previousId && (await getSettlement(tx, previousId.settlement_id));
  await tx.query(
    'UPDATE clearloop_exchanges SET next_settlement_timestamp = $2 WHERE exchange_id = $1',
    [exchange.exchange_id, cycleEnd + exchange.frequency],
  );
  if (!previous) return;
  const settlement = nextCycleSettlement(previous, cycleEnd - exchange.frequency, cycleEnd, nowMs);
  await saveSettlements(tx, [settlement]);
  await reportSettlementChange(tx, settlement, nowMs);
  await tx.query('INSERT INTO settlement_progress (settlement_id, next_step_at) VALUES ($1, $2)', [
    settlement.settlementId,
    nowMs + Math.max(stepMs, 1),
  ]);
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
  const claimed = await tx.query(
    'SELECT 1 FROM settlement_progress WHERE settlement_id = $1 AND next_step_at <= $2 FOR UPDATE',
    [settlementId, nowMs],
  );
  // Another clock took this step already.
  if (claimed.rows.length === 0) return;
  const settlement = await getSettlement(tx, settlementId);
  const status = settlement?.settlementStatus;
  const next = isKnownValue(settlementStatuses, status) ? nextStatus[status] : undefined;
  if (settlement === undefined || next === undefined) {
    await tx.query('DELETE FROM settlement_progress WHERE settlement_id = $1', [settlementId]);
    return;
  }
  const deficit = await tx.query(
    `SELECT 1 FROM clearloop_collaterals WHERE exchange_id = $1 AND upnl_excess_deficit < 0 LIMIT 1`,
    [settlement.exchangeId],
  );
  const later = nowMs + Math.max(stepMs, 1);
  if (status === 'pending-exchange-confirmation' && deficit.rows.length > 0) {
    // Margin call: client orders stay pending until the exchange tops up.
    const held = settlementSubStatusFor('pending-exchange-confirmation', {
      collateralDeficit: true,
    });
    if (settlement.settlementSubStatus !== held) {
      const waiting: WireSettlement = { ...settlement, settlementSubStatus: held };
      await saveSettlements(tx, [waiting]);
      await reportSettlementChange(tx, waiting, nowMs);
    }
    await tx.query('UPDATE settlement_progress SET next_step_at = $2 WHERE settlement_id = $1', [
      settlementId,
      later,
    ]);
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
  if (done) {
    await tx.query('DELETE FROM settlement_progress WHERE settlement_id = $1', [settlementId]);
  } else {
    await tx.query('UPDATE settlement_progress SET next_step_at = $2 WHERE settlement_id = $1', [
      settlementId,
      later,
    ]);
  }
}
