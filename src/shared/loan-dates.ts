/**
 * When loans and margin calls fall due, in the words an analyst acts on. One definition for the
 * browser (Today, the risk board, the loan list, the loan page) and the server (alerts), so no two
 * places can disagree about what is due or whether a margin call is still open.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The calendar day an instant falls on in `timeZone`, as a day count since 1970-01-01. Counting
 * calendar days, not 24-hour spans, keeps "today" right across a daylight-saving change, when a
 * local day lasts 23 or 25 hours.
 */
export function localDayNumber(epochMs: number, timeZone: string): number {
  const parts = dayFormat(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/** The browser's or server's own time zone, when the person has not chosen one. */
export function defaultTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Days ahead (today included) that "due this week" covers. */
export const DUE_WEEK_DAYS = 7;

/**
 * Where an open loan's maturity stands for its reader:
 * - `overdue`: it has matured (the maturity instant is now or past) and the loan is still open.
 *   A matured loan is never "due".
 * - `today`: it matures later on the reader's calendar day.
 * - `this-week`: it matures on one of the next six calendar days.
 * - `null`: further off.
 */
export type MaturityWhen = 'overdue' | 'today' | 'this-week';

export function maturityWhen(maturity: number, now: number, timeZone: string): MaturityWhen | null {
  if (maturity <= now) return 'overdue';
  const days = localDayNumber(maturity, timeZone) - localDayNumber(now, timeZone);
  if (days === 0) return 'today';
  return days < DUE_WEEK_DAYS ? 'this-week' : null;
}

/**
 * A margin call's state from its status and its deadline together, so its words never
 * contradict the deadline beside them:
 * - `open`: active (or issued), the deadline ahead;
 * - `deadline-passed`: still marked active but its deadline has come (at the deadline minute
 *   itself, the time to top up is over);
 * - `expired`: the provider closed it as expired, its deadline past or not given;
 * - `closed-early`: marked expired while its deadline is still ahead: shown as both facts, so
 *   neither is hidden;
 * - `met`: resolved;
 * - `unknown`: a status this version does not know, shown as it came.
 */
export type MarginCallState =
  | { kind: 'open'; deadline: number | null }
  | { kind: 'deadline-passed'; deadline: number }
  | { kind: 'expired'; deadline: number | null }
  | { kind: 'closed-early'; deadline: number }
  | { kind: 'met' }
  | { kind: 'unknown'; status: string; deadline: number | null };

const openStatuses = new Set(['active', 'issued', 'open', 'pending']);
const metStatuses = new Set(['resolved', 'met', 'satisfied', 'closed', 'cancelled']);

export function marginCallStateOf(
  status: string | undefined,
  deadline: number | null,
  now: number,
): MarginCallState {
  const passed = deadline !== null && deadline <= now;
  if (status === undefined || openStatuses.has(status)) {
    return passed ? { kind: 'deadline-passed', deadline } : { kind: 'open', deadline };
  }
  if (status === 'expired') {
    return deadline !== null && !passed
      ? { kind: 'closed-early', deadline }
      : { kind: 'expired', deadline };
  }
  if (metStatuses.has(status)) return { kind: 'met' };
  return { kind: 'unknown', status, deadline };
}

/** Whether a margin call still asks the borrower for something: it counts as a margin call. */
export function isMarginCallOutstanding(state: MarginCallState): boolean {
  return state.kind !== 'met';
}
