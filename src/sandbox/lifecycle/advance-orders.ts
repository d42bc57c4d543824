import type { WireOrder } from '../../shared/contracts/orders';
import { getOrder, lockOrder, saveOrders } from '../db/orders-repository';
import { getPortfolioRecord } from '../db/portfolios-repository';
import {
  claimDueProgress,
  deleteProgress,
  listDueProgress,
  saveProgress,
} from '../db/progress-repository';
import { settleReservation, walletOf } from '../db/reservations-repository';
import { creditWallet } from '../db/wallets-repository';
import type { Database, SqlClient } from '../../store/sql-client';
import { nextStep } from './order-steps';
import { applyStakingOrder } from './stake-positions';
import { reportOrderChange } from '../webhooks/order-events';

/** Most orders one tick moves, so a burst of orders cannot stall the server. */
const BATCH = 200;

/**
 * Takes every due lifecycle step. Each order moves in its own transaction
 * together with its balance effect, so a crash never leaves an executed
 * order with its funds still reserved. Returns how many orders moved.
 */
export async function advanceOrders(db: Database, nowMs: number, stepMs: number): Promise<number> {
  const due = await listDueProgress(db, nowMs, BATCH);
  let moved = 0;
  for (const { orderId } of due) {
    const changed = await db.transaction((tx) => advanceOne(tx, orderId, nowMs, stepMs));
    if (changed) moved += 1;
  }
  return moved;
}

async function advanceOne(
  tx: SqlClient,
  orderId: string,
  nowMs: number,
  stepMs: number,
): Promise<boolean> {
  // The order first, then its progress, in the same order as an approval locks them, so the
  // two never wait on each other. An order being approved right now moves on the next tick.
  const order = await lockOrder(tx, orderId, { skipLocked: true });
  if (order === undefined) return false;
  const progress = await claimDueProgress(tx, orderId, nowMs);
  if (progress === undefined) return false;
  const portfolio = await getPortfolioRecord(tx, order.portfolioId);
  const withdrawalId = order.orderType === 'deposit' ? order.extra?.withdrawOrderId : undefined;
  const linked = withdrawalId === undefined ? undefined : await getOrder(tx, withdrawalId);
  const step = nextStep({
    order,
    progress,
    masterPasswordRequired: portfolio?.policy.masterPasswordRequired === true,
    linkedWithdrawalStatus: linked?.status,
  });
  if (step === undefined) {
    await deleteProgress(tx, order.orderId);
    return false;
  }
  const later = nowMs + Math.max(stepMs, 1);
  if (step.retry === true) {
    await saveProgress(tx, { ...progress, nextStepAt: later });
    return false;
  }
  const now = String(nowMs);
  const updated: WireOrder = {
    ...order,
    status: step.status,
    updatedAt: now,
    ...(step.ends === undefined ? {} : { terminatedAt: now }),
    extra: { ...order.extra, ...step.extra },
  };
  await saveOrders(tx, [updated]);
  await reportOrderChange(tx, updated, order.status, nowMs);
  if (step.ends !== undefined) {
    await settleReservation(tx, order.orderId, step.ends, nowMs);
    if (order.orderType === 'deposit' && step.status === 'executed')
      await creditWallet(tx, walletOf(order), order.amount, nowMs);
    if (order.orderType === 'withdraw' && step.status === 'executed')
      await applyStakingOrder(tx, order, nowMs, stepMs);
    await deleteProgress(tx, order.orderId);
  } else {
    await saveProgress(tx, { ...progress, nextStepAt: step.waits === true ? undefined : later });
  }
  return true;
}
