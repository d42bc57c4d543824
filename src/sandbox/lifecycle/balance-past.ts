import Decimal from 'decimal.js';
import type { WalletBalanceReading } from '../../shared/balance-history';
import type { SqlClient } from '../../store/sql-client';
import { listWalletHolds, type WalletHold } from '../db/reservations-repository';
import { listWalletFigures } from '../db/wallets-repository';

const isHeldAt = (hold: WalletHold, at: number) =>
  hold.heldFromMs <= at && (hold.settledAtMs === undefined || hold.settledAtMs > at);
const isDebitedAfter = (hold: WalletHold, at: number) =>
  hold.debited && hold.settledAtMs !== undefined && hold.settledAtMs > at;

function sum(holds: readonly WalletHold[], counts: (hold: WalletHold) => boolean): Decimal {
  return holds.reduce(
    (total, hold) => (counts(hold) ? total.plus(hold.amount) : total),
    new Decimal(0),
  );
}

/**
 * The balances the sandbox's wallets showed at each slot from `fromMs` to `toMs`, replayed from
 * its own ledger of holds: an order's hold counts in `reserve` from the order's creation until
 * it settled, and a settled withdrawal's debit is undone before it. Stakes, and any reserve no
 * hold explains, are as now (the sandbox keeps no history of them). Marked as the sandbox's seed.
 */
export async function sandboxBalancePast(
  db: SqlClient,
  fromMs: number,
  toMs: number,
  everyMs: number,
): Promise<WalletBalanceReading[]> {
  const wallets = await listWalletFigures(db);
  const holdsOf = new Map<string, WalletHold[]>();
  for (const hold of await listWalletHolds(db)) {
    holdsOf.set(hold.walletId, [...(holdsOf.get(hold.walletId) ?? []), hold]);
  }
  const first = Math.ceil(fromMs / everyMs) * everyMs;
  return wallets.flatMap((wallet) => {
    const own = holdsOf.get(wallet.walletId) ?? [];
    // Whatever part of the reserve no recorded hold explains stays as it is now.
    const unexplained = new Decimal(wallet.reserve).minus(
      sum(own, (hold) => hold.settledAtMs === undefined),
    );
    const readings: WalletBalanceReading[] = [];
    for (let at = first; at <= toMs; at += everyMs) {
      const balance = new Decimal(wallet.balance).plus(
        sum(own, (hold) => isDebitedAfter(hold, at)),
      );
      const reserve = unexplained.plus(sum(own, (hold) => isHeldAt(hold, at)));
      readings.push({
        walletId: wallet.walletId,
        at,
        balance: balance.toFixed(),
        available: balance.minus(reserve).toFixed(),
        reserve: reserve.toFixed(),
        staked: new Decimal(wallet.stakeBalance).toFixed(),
        total: balance.plus(wallet.stakeBalance).toFixed(),
        source: 'sandbox-seed',
      });
    }
    return readings;
  });
}
