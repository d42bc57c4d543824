import { z } from 'zod';
import { parseRows, type Database, type SqlClient } from '../../../store/sql-client';

/**
 * Who a throttle counts: one address guessing one account (`pair`), one address guessing
 * any account (`address`), or one account guessed from anywhere (`account`).
 */
export const throttleTiers = ['pair', 'address', 'account'] as const;
export type ThrottleTier = (typeof throttleTiers)[number];

interface TierRule {
  /** Failures allowed before any delay. */
  free: number;
  /** The first delay; each further failure doubles it, up to `maxMs`. */
  firstMs: number;
  maxMs: number;
}

/**
 * The pair and address tiers make that address wait before its next try; the account tier
 * only holds each answer for that account (every address alike) and never refuses one, so
 * strangers' failures can slow a person's sign-in by a few seconds at most, never stop it.
 */
export const throttleRules: Record<ThrottleTier, TierRule> = {
  pair: { free: 5, firstMs: 1_000, maxMs: 15 * 60_000 },
  address: { free: 50, firstMs: 1_000, maxMs: 60 * 60_000 },
  account: { free: 10, firstMs: 500, maxMs: 4_000 },
};

/** A tier's count starts again a day after its last failure. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The delay a tier's `failures`-th failure imposes. */
export function delayAfter(tier: ThrottleTier, failures: number): number {
  const rule = throttleRules[tier];
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxMs, rule.firstMs * 2 ** Math.min(failures - rule.free - 1, 30));
}

/** A password try: the email as typed and the address it came from. */
export interface Attempt {
  email: string;
  address: string;
}

/**
 * The account as typed, whether or not it exists, so an unknown email is throttled exactly
 * like a real one. Control characters (which the store cannot hold) become U+FFFD.
 */
export function throttledAccount(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\p{Cc}/gu, '\uFFFD')
    .slice(0, 320);
}

/** The three rows a try counts in, always in one order, so racing tries lock them alike. */
function keysOf({ email, address }: Attempt): [ThrottleTier, string, string][] {
  const account = throttledAccount(email);
  return [
    ['account', account, ''],
    ['address', '', address],
    ['pair', account, address],
  ];
}

const rowSchema = z.object({
  tier: z.enum(throttleTiers),
  account: z.string(),
  address: z.string(),
  failures: z.number(),
  last_failure_at: z.number(),
  wait_until: z.number(),
});
type ThrottleRow = z.infer<typeof rowSchema>;

const COLUMNS = 'tier, account, address, failures, last_failure_at, wait_until';
const THREE_KEYS = '(tier, account, address) IN (($1, $2, $3), ($4, $5, $6), ($7, $8, $9))';

/**
 * What may happen to a try: `wait` (refused without looking at the password) or `go`, after
 * holding the answer `holdMs`; `waitMs` is how long this address waits if the try fails.
 */
export type Reservation =
  { kind: 'wait'; untilMs: number } | { kind: 'go'; holdMs: number; waitMs: number };

/**
 * Decides a try before its password is looked at, the same for every email, known or not, and
 * counts it as a failure at once: a right password takes the count back (`trySucceeded`). So a
 * burst of simultaneous tries, on one instance or several, is counted try by try (the rows are
 * locked meanwhile) and cannot slip past a wait that its own first tries set.
 */
export async function reserveTry(
  db: Database,
  attempt: Attempt,
  nowMs: number,
): Promise<Reservation> {
  const keys = keysOf(attempt).flat();
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sign_in_throttles (tier, account, address, failures, last_failure_at, wait_until)
       VALUES ($1, $2, $3, 0, $10, 0), ($4, $5, $6, 0, $10, 0), ($7, $8, $9, 0, $10, 0)
       ON CONFLICT (tier, account, address) DO NOTHING`,
      [...keys, nowMs],
    );
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM sign_in_throttles WHERE ${THREE_KEYS}
       ORDER BY tier, account, address FOR UPDATE`,
      keys,
    );
    const current = parseRows(rowSchema, rows);
    const untilMs = Math.max(0, ...current.map((row) => row.wait_until));
    if (untilMs > nowMs) return { kind: 'wait', untilMs };
    let holdMs = 0;
    let waitMs = 0;
    for (const row of current) {
      const fresh = row.last_failure_at <= nowMs - FORGET_AFTER_MS;
      const failures = (fresh ? 0 : row.failures) + 1;
      const delay = delayAfter(row.tier, failures);
      if (row.tier === 'account') holdMs = delay;
      else waitMs = Math.max(waitMs, delay);
      await tx.query(
        `UPDATE sign_in_throttles SET failures = $4, last_failure_at = $5, wait_until = $6
         WHERE tier = $1 AND account = $2 AND address = $3`,
        [
          row.tier,
          row.account,
          row.address,
          failures,
          nowMs,
          row.tier === 'account' || delay === 0 ? 0 : nowMs + delay,
        ],
      );
    }
    return { kind: 'go', holdMs, waitMs };
  });
}

/**
 * The right password: the account and this address's tries at it start afresh, and the
 * address's count takes this try back. Day-old throttles are forgotten on the way.
 */
export async function trySucceeded(db: SqlClient, attempt: Attempt, nowMs: number): Promise<void> {
  const keys = keysOf(attempt).flat();
  await db.query(`DELETE FROM sign_in_throttles WHERE ${THREE_KEYS} AND tier <> 'address'`, keys);
  await db.query(
    `UPDATE sign_in_throttles SET failures = GREATEST(failures - 1, 0)
     WHERE ${THREE_KEYS} AND tier = 'address'`,
    keys,
  );
  await db.query('DELETE FROM sign_in_throttles WHERE last_failure_at <= $1', [
    nowMs - FORGET_AFTER_MS,
  ]);
}

/** A throttle as an administrator sees it. */
export interface ThrottleState {
  tier: ThrottleTier;
  /** The email as typed, lower-cased; empty for the address tier. */
  account: string;
  /** The client address; empty for the account tier. */
  address: string;
  failures: number;
  lastFailureAt: number;
  /** Until when that address must wait; null when it need not. */
  waitUntil: number | null;
}

function stateOf(row: ThrottleRow, nowMs: number): ThrottleState {
  return {
    tier: row.tier,
    account: row.account,
    address: row.address,
    failures: row.failures,
    lastFailureAt: row.last_failure_at,
    waitUntil: row.wait_until > nowMs ? row.wait_until : null,
  };
}

/** Every throttle still counting, most recent first. */
export async function listThrottles(db: SqlClient, nowMs: number): Promise<ThrottleState[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM sign_in_throttles WHERE last_failure_at > $1 AND failures > 0
     ORDER BY last_failure_at DESC LIMIT 1000`,
    [nowMs - FORGET_AFTER_MS],
  );
  return parseRows(rowSchema, rows).map((row) => stateOf(row, nowMs));
}

/**
 * Clears the throttles of an account (every tier naming it) or of an address, and returns
 * what they were, for the record.
 */
export async function clearThrottles(
  db: SqlClient,
  target: { account: string } | { address: string },
  nowMs: number,
): Promise<ThrottleState[]> {
  const [column, value] =
    'account' in target
      ? (['account', throttledAccount(target.account)] as const)
      : (['address', target.address] as const);
  if (value === '') return [];
  const { rows } = await db.query(
    `DELETE FROM sign_in_throttles WHERE ${column} = $1 RETURNING ${COLUMNS}`,
    [value],
  );
  return parseRows(rowSchema, rows)
    .filter((row) => row.last_failure_at > nowMs - FORGET_AFTER_MS)
    .map((row) => stateOf(row, nowMs));
}
