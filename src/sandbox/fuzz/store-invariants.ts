import Decimal from 'decimal.js';
import type { SqlClient } from '../../store/sql-client';
import {
  listOrdersStillHolding,
  listTrackedOrderDocuments,
  reserveBeyondOpenHolds,
} from '../db/consistency-queries';
import { listWalletFigures } from '../db/wallets-repository';
import { terminalOrderStatuses } from '../seed/seed-order-builders';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

/**
 * What is wrong with the store, in words; empty when it is consistent. `baseline` is each
 * wallet's reserve beyond its open holds (what the seed set aside by itself) before the run:
 * orders come and go, that must not move.
 */
export async function storeProblems(
  db: SqlClient,
  baseline: ReadonlyMap<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const wallet of await listWalletFigures(db)) {
    const reserve = new Decimal(wallet.reserve);
    if (reserve.isNegative() || reserve.greaterThan(wallet.balance)) {
      problems.push(
        `wallet ${wallet.walletId}: reserve ${wallet.reserve} outside 0..${wallet.balance}`,
      );
    }
  }
  const now = await reserveBeyondOpenHolds(db);
  for (const [walletId, base] of baseline) {
    if (!new Decimal(now.get(walletId) ?? 'NaN').equals(base)) {
      problems.push(`wallet ${walletId}: reserve no longer matches its open reservations`);
    }
  }
  for (const order of await listOrdersStillHolding(db, terminalOrderStatuses)) {
    problems.push(`order ${order.orderId} is ${order.status} but still holds a reservation`);
  }
  for (const row of await listTrackedOrderDocuments(db)) {
    const order = wireOrderSchema.safeParse(row.document);
    if (!order.success) {
      problems.push(`a stored order does not match the order contract: ${order.error.message}`);
      continue;
    }
    const places = order.data.amount.split('.')[1]?.length ?? 0;
    if (places > row.decimals) {
      problems.push(
        `order ${order.data.orderId}: amount ${order.data.amount} finer than the currency`,
      );
    }
  }
  return problems;
}
