import { formatDuration, formatLocalDateTime, formatRelative } from '../../lib/time';
import { roleLabels, type Role } from '../../shared/access';
import type { LiveSession, SignInThrottle } from '../../shared/admin';

/** A person's roles in words, as the header shows them: "Administrator, Viewer". */
export function rolesInWords(held: readonly Role[]): string {
  return held.length === 0 ? 'No roles' : held.map((role) => roleLabels[role]).join(', ');
}

/** How long from `since` until `now`, in words: "2 hours 5 minutes". */
export function durationSince(since: number, now: number): string {
  return formatDuration(String(Math.max(0, Math.round(now - since))));
}

/** A moment as a date and time, with how far it is from now: "27 Nov 2026, 14:02:11 (in 3 hours)". */
export function momentInWords(epochMs: number, now: number): string {
  return `${formatLocalDateTime(epochMs)} (${formatRelative(epochMs, now)})`;
}

/**
 * When a session ends: whichever comes first of its idle end (moved on by activity) and its
 * absolute end. `when` is how far off it is; `detail`, the time and which end it is.
 */
export function sessionEndInWords(
  session: LiveSession,
  now: number,
): { when: string; detail: string } {
  const idleFirst = session.idleExpiresAt < session.expiresAt;
  const at = idleFirst ? session.idleExpiresAt : session.expiresAt;
  return {
    when: formatRelative(at, now),
    detail: `${formatLocalDateTime(at)}, ${idleFirst ? 'unless active before then' : 'at the latest'}`,
  };
}

/** How many sessions of how many people: "5 sessions of 3 people". */
export function sessionsSummary(sessions: readonly LiveSession[]): string {
  const people = new Set(sessions.map((session) => session.person.subject)).size;
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return `${plural(sessions.length, 'session', 'sessions')} of ${plural(people, 'person', 'people')}`;
}

/** Who a throttle counts, in words. */
export function throttleWho(throttle: SignInThrottle): string {
  switch (throttle.tier) {
    case 'pair':
      return `${throttle.account} from ${throttle.address}`;
    case 'address':
      return `${throttle.address}, at any account`;
    case 'account':
      return `${throttle.account}, from any address`;
  }
}

export function failuresInWords(failures: number): string {
  return `${failures} wrong password${failures === 1 ? '' : 's'}`;
}

/** Whether, and until when, the throttle holds sign-in back. */
export function waitInWords(throttle: SignInThrottle, now: number): string {
  if (throttle.waitUntil === null || throttle.waitUntil <= now) return 'No wait now';
  return `Waiting until ${momentInWords(throttle.waitUntil, now)}`;
}

/** What a Clear action may clear from this throttle: its account, its address, or both. */
export function clearTargets(
  throttle: SignInThrottle,
): ({ account: string } | { address: string })[] {
  const targets: ({ account: string } | { address: string })[] = [];
  if (throttle.account !== '') targets.push({ account: throttle.account });
  if (throttle.address !== '') targets.push({ address: throttle.address });
  return targets;
}

/** A clear target in words: "the account dana@example.com". */
export function targetInWords(target: { account: string } | { address: string }): string {
  return 'account' in target ? `the account ${target.account}` : `the address ${target.address}`;
}
