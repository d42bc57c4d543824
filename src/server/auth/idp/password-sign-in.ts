import type { Database } from '../../../store/sql-client';
import { checkPassword, type IdpAccount } from './idp-accounts';
import { reserveTry, trySucceeded } from './sign-in-throttle';

export type PasswordOutcome =
  | { kind: 'signed-in'; account: IdpAccount }
  /** A wrong password (or an unknown email); `waitMs`: how long this address now waits. */
  | { kind: 'wrong'; waitMs: number }
  /** Refused unchecked: this address must wait until `untilMs`. */
  | { kind: 'wait'; untilMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One password try, throttled: refused unchecked while its address waits, held while its
 * account is under attack, then checked. Every step is the same for an email with no account.
 */
export async function passwordSignIn(
  db: Database,
  attempt: { email: string; password: string; address: string },
  now: () => number,
): Promise<PasswordOutcome> {
  const reservation = await reserveTry(db, attempt, now());
  if (reservation.kind === 'wait') return reservation;
  if (reservation.holdMs > 0) await sleep(reservation.holdMs);
  const account = await checkPassword(db, attempt.email, attempt.password);
  if (account === undefined) return { kind: 'wrong', waitMs: reservation.waitMs };
  await trySucceeded(db, attempt, now());
  return { kind: 'signed-in', account };
}

/** A wait in words, rounded up: "1 second", "40 seconds", "3 minutes", "1 hour". */
export function waitInWords(ms: number): string {
  const [count, unit] =
    ms <= 60_000
      ? [Math.max(1, Math.ceil(ms / 1000)), 'second']
      : ms <= 3_600_000
        ? [Math.ceil(ms / 60_000), 'minute']
        : [Math.ceil(ms / 3_600_000), 'hour'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** What the sign-in page says about a refused try. */
export function refusalMessage(
  outcome: Exclude<PasswordOutcome, { kind: 'signed-in' }>,
  nowMs: number,
) {
  if (outcome.kind === 'wait') {
    return `Too many wrong passwords from this address. Try again in ${waitInWords(outcome.untilMs - nowMs)}.`;
  }
  return outcome.waitMs === 0
    ? 'Wrong email or password.'
    : `Wrong email or password. Too many wrong passwords from this address: wait ${waitInWords(outcome.waitMs)} before the next try.`;
}
