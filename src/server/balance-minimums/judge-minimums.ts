import { z } from 'zod';
import { mayUseDashboard } from '../../shared/access';
import {
  balanceAgainstMinimum,
  minimumFor,
  type BelowMinimum,
} from '../../shared/balance-minimums';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';
import { nextCrossing } from '../risk-alerts/crossing';
import { groupedAmount } from '../risk-alerts/observe-clearloop';
import {
  addAlerts,
  type NewRiskAlert,
  type RaisedAlert,
} from '../risk-alerts/risk-alerts-repository';
import { listMinimums, type StoredMinimum } from './minimums-repository';

/** One wallet's balance as a sample read it, with its portfolio's name for the alert. */
export interface WalletBalanceToJudge {
  walletId: string;
  portfolioId: string;
  /** The portfolio's name, or its id when the portfolios could not be read. */
  portfolioName: string;
  currency: string;
  /** The exact decimal string. */
  balance: string;
}

const amountRowSchema = z.object({ amount: z.string() });
const stateRowSchema = z.object({ wallet_id: z.string(), fired: z.boolean() });

function belowText(wallet: WalletBalanceToJudge, minimum: string, shortfall: string): string {
  const { currency } = wallet;
  return `${currency} in ${wallet.portfolioName} below its minimum: ${groupedAmount(
    wallet.balance,
  )} ${currency}, minimum ${groupedAmount(minimum)} ${currency}, short ${groupedAmount(
    shortfall,
  )} ${currency}`;
}

/**
 * Judges one minimum against the wallets it watches, in one transaction that holds the
 * minimum's row: a second judge (another instance, a takeover mid-slot) waits, then sees the
 * state the first left, so a crossing alerts once. Every wallet's balance is kept as read.
 */
async function judgeMinimum(
  tx: SqlClient,
  minimum: StoredMinimum,
  wallets: readonly WalletBalanceToJudge[],
  nowMs: number,
): Promise<NewRiskAlert[]> {
  const { rows } = await tx.query('SELECT amount FROM balance_minimums WHERE id = $1 FOR UPDATE', [
    minimum.id,
  ]);
  const amount = parseFirstRow(amountRowSchema, rows)?.amount;
  if (amount === undefined || wallets.length === 0) return [];
  const stored = await tx.query(
    'SELECT wallet_id, fired FROM minimum_states WHERE minimum_id = $1 AND wallet_id = ANY($2::text[])',
    [minimum.id, wallets.map((wallet) => wallet.walletId)],
  );
  const fired = new Map(parseRows(stateRowSchema, stored.rows).map((s) => [s.wallet_id, s.fired]));
  const tells = minimum.setBy !== null && mayUseDashboard(minimum.setByRoles, 'listRiskAlerts');
  const alerts: NewRiskAlert[] = [];
  const states = wallets.map((wallet) => {
    const reading = balanceAgainstMinimum(wallet.balance, amount);
    const next = nextCrossing(fired.get(wallet.walletId) === true ? 'fired' : 'armed', reading);
    if (next.fire && tells && minimum.setBy !== null) {
      alerts.push({
        subject: minimum.setBy,
        ruleId: null,
        kind: 'balance-below',
        targetId: wallet.walletId,
        text: belowText(wallet, amount, reading.shortfall),
        browser: true,
        email: true,
      });
    }
    return { ...wallet, fired: next.state === 'fired' };
  });
  await tx.query(
    `INSERT INTO minimum_states (minimum_id, wallet_id, fired, changed_at, portfolio_id, currency,
       balance, judged_at)
     SELECT $1, s->>'walletId', (s->>'fired')::boolean, $3, s->>'portfolioId', s->>'currency',
       s->>'balance', $3 FROM jsonb_array_elements($2::jsonb) AS s
     ON CONFLICT (minimum_id, wallet_id) DO UPDATE SET
       changed_at = CASE WHEN minimum_states.fired = EXCLUDED.fired
         THEN minimum_states.changed_at ELSE EXCLUDED.changed_at END,
       fired = EXCLUDED.fired, portfolio_id = EXCLUDED.portfolio_id,
       currency = EXCLUDED.currency, balance = EXCLUDED.balance, judged_at = EXCLUDED.judged_at`,
    [minimum.id, JSON.stringify(states), nowMs],
  );
  return alerts;
}

/**
 * Judges every wallet of one balance sample (read only when some minimum is set) against the minimum that applies to it (its own,
 * else its currency's); returns the alerts raised, stored and ready to deliver, each to the
 * person who set the minimum while they may still read alerts.
 */
export async function judgeMinimums(
  db: Database,
  readWallets: () => Promise<readonly WalletBalanceToJudge[]>,
  nowMs: number,
): Promise<RaisedAlert[]> {
  const minimums = await listMinimums(db);
  // With no minimum set, the portfolios behind the alerts' words are not worth a request.
  if (minimums.length === 0) return [];
  const wallets = await readWallets();
  const raised: RaisedAlert[] = [];
  for (const minimum of minimums) {
    const watched = wallets.filter((wallet) => minimumFor(minimums, wallet)?.id === minimum.id);
    raised.push(
      ...(await db.transaction(async (tx) =>
        addAlerts(tx, await judgeMinimum(tx, minimum, watched, nowMs), nowMs),
      )),
    );
  }
  return raised;
}

const belowRowSchema = z.object({
  wallet_id: z.string(),
  portfolio_id: z.string(),
  currency: z.string(),
  balance: z.string(),
  amount: z.string(),
  judged_at: z.coerce.number(),
});

/**
 * The wallets whose balance, as the latest sample read it, is under the minimum that applies
 * to it now: what Today lists, by currency, then portfolio.
 */
export async function walletsBelowMinimum(db: SqlClient): Promise<BelowMinimum[]> {
  const { rows } = await db.query(
    `SELECT s.wallet_id, s.portfolio_id, s.currency, s.balance, m.amount, s.judged_at
     FROM minimum_states s JOIN balance_minimums m ON m.id = s.minimum_id
     WHERE s.judged_at = (SELECT max(judged_at) FROM minimum_states)
     ORDER BY s.currency, s.portfolio_id, s.wallet_id`,
  );
  return parseRows(belowRowSchema, rows).flatMap((row) => {
    const reading = balanceAgainstMinimum(row.balance, row.amount);
    if (!reading.holds) return [];
    return [
      {
        walletId: row.wallet_id,
        portfolioId: row.portfolio_id,
        currency: row.currency,
        balance: row.balance,
        minimum: row.amount,
        shortfall: reading.shortfall,
        sampledAt: row.judged_at,
      },
    ];
  });
}
