import Decimal from 'decimal.js';
import { z } from 'zod';
import type { WalletBalanceReading } from '../../shared/balance-history';
import { parseRows, type SqlClient } from '../../store/sql-client';

const walletRowSchema = z.object({
  wallet_id: z.string(),
  balance: z.string(),
  reserve: z.string(),
  stake_balance: z.string(),
});

/** A hold the sandbox placed for an order: from its creation until settled, then maybe debited. */
const holdRowSchema = z.object({
  wallet_id: z.string(),
  amount: z.string(),
  held_from: z.coerce.number(),
  settled_at: z.coerce.number().nullable(),
  debited: z.boolean(),
});
type Hold = z.infer<typeof holdRowSchema>;

const isHeldAt = (hold: Hold, at: number) =>
  hold.held_from <= at && (hold.settled_at === null || hold.settled_at > at);
const isDebitedAfter = (hold: Hold, at: number) =>
  hold.debited && hold.settled_at !== null && hold.settled_at > at;

function sum(holds: readonly Hold[], counts: (hold: Hold) => boolean): Decimal {
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
  const wallets = await db.query(
    `SELECT wallet_id, balance::text AS balance, reserve::text AS reserve,
       stake_balance::text AS stake_balance FROM wallets ORDER BY wallet_id`,
  );
  const holds = await db.query(
    `SELECT w.wallet_id, r.amount::text AS amount, o.created_at AS held_from, r.settled_at,
       (o.status = 'executed') AS debited
     FROM order_reservations r JOIN orders o ON o.order_id = r.order_id
     JOIN wallets w ON w.portfolio_id = r.portfolio_id AND w.currency = r.currency
       AND w.main_currency = r.main_currency`,
  );
  const holdsOf = new Map<string, Hold[]>();
  for (const hold of parseRows(holdRowSchema, holds.rows)) {
    holdsOf.set(hold.wallet_id, [...(holdsOf.get(hold.wallet_id) ?? []), hold]);
  }
  const first = Math.ceil(fromMs / everyMs) * everyMs;
  return parseRows(walletRowSchema, wallets.rows).flatMap((wallet) => {
    const own = holdsOf.get(wallet.wallet_id) ?? [];
    // Whatever part of the reserve no recorded hold explains stays as it is now.
    const unexplained = new Decimal(wallet.reserve).minus(
      sum(own, (hold) => hold.settled_at === null),
    );
    const readings: WalletBalanceReading[] = [];
    for (let at = first; at <= toMs; at += everyMs) {
      const balance = new Decimal(wallet.balance).plus(
        sum(own, (hold) => isDebitedAfter(hold, at)),
      );
      const reserve = unexplained.plus(sum(own, (hold) => isHeldAt(hold, at)));
      readings.push({
        walletId: wallet.wallet_id,
        at,
        balance: balance.toFixed(),
        available: balance.minus(reserve).toFixed(),
        reserve: reserve.toFixed(),
        staked: new Decimal(wallet.stake_balance).toFixed(),
        total: balance.plus(wallet.stake_balance).toFixed(),
        source: 'sandbox-seed',
      });
    }
    return readings;
  });
}
