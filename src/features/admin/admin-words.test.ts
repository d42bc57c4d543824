import { describe, expect, it } from 'vitest';
import type { LiveSession, SignInThrottle } from '../../shared/admin';
import {
  clearTargets,
  durationSince,
  failuresInWords,
  rolesInWords,
  sessionEndInWords,
  sessionsSummary,
  targetInWords,
  throttleWho,
  waitInWords,
} from './admin-words';

const now = Date.UTC(2026, 10, 27, 12, 0, 0);

function throttle(overrides: Partial<SignInThrottle>): SignInThrottle {
  return {
    tier: 'pair',
    account: 'dana@example.com',
    address: '198.51.100.7',
    failures: 6,
    lastFailureAt: now - 60_000,
    waitUntil: null,
    ...overrides,
  };
}

function session(overrides: Partial<LiveSession>): LiveSession {
  return {
    id: 'hash',
    person: { subject: 'sub', name: 'Dana Scully', email: 'dana@example.com' },
    roles: ['viewer'],
    createdAt: now - 3_600_000,
    lastActiveAt: now - 60_000,
    idleExpiresAt: now + 29 * 60_000,
    expiresAt: now + 11 * 3_600_000,
    current: false,
    ...overrides,
  };
}

describe('roles and durations in words', () => {
  it('names roles as the header does, and says when there are none', () => {
    expect(rolesInWords(['admin', 'viewer'])).toBe('Administrator, Viewer');
    expect(rolesInWords([])).toBe('No roles');
  });

  it('says how long a session has lasted, never a negative time', () => {
    expect(durationSince(now - 5_400_000, now)).toBe('1 hour 30 minutes');
    expect(durationSince(now + 5_000, now)).toBe('no time');
  });
});

describe('when a session ends', () => {
  it('names the idle end when it comes first, and the absolute end otherwise', () => {
    expect(sessionEndInWords(session({}), now)).toEqual({
      when: 'in 29 minutes',
      detail: expect.stringMatching(/, unless active before then$/) as unknown,
    });
    const late = session({ idleExpiresAt: now + 3_600_000, expiresAt: now + 600_000 });
    expect(sessionEndInWords(late, now)).toEqual({
      when: 'in 10 minutes',
      detail: expect.stringMatching(/, at the latest$/) as unknown,
    });
  });

  it('counts sessions and the people they belong to', () => {
    const other = session({ id: 'other', person: { subject: 'x', name: 'X', email: 'x@e' } });
    expect(sessionsSummary([session({}), session({ id: 'b' }), other])).toBe(
      '3 sessions of 2 people',
    );
    expect(sessionsSummary([session({})])).toBe('1 session of 1 person');
  });
});

describe('sign-in throttles in words', () => {
  it('says whom each kind of throttle counts', () => {
    expect(throttleWho(throttle({}))).toBe('dana@example.com from 198.51.100.7');
    expect(throttleWho(throttle({ tier: 'address', account: '' }))).toBe(
      '198.51.100.7, at any account',
    );
    expect(throttleWho(throttle({ tier: 'account', address: '' }))).toBe(
      'dana@example.com, from any address',
    );
  });

  it('counts wrong passwords in words', () => {
    expect(failuresInWords(1)).toBe('1 wrong password');
    expect(failuresInWords(12)).toBe('12 wrong passwords');
  });

  it('says there is no wait once it has passed, and until when otherwise', () => {
    expect(waitInWords(throttle({ waitUntil: null }), now)).toBe('No wait now');
    expect(waitInWords(throttle({ waitUntil: now - 1 }), now)).toBe('No wait now');
    expect(waitInWords(throttle({ waitUntil: now + 120_000 }), now)).toMatch(
      /^Waiting until .+ \(in 2 minutes\)$/,
    );
  });

  it('offers to clear what the throttle names: its account, its address, or both', () => {
    expect(clearTargets(throttle({}))).toEqual([
      { account: 'dana@example.com' },
      { address: '198.51.100.7' },
    ]);
    expect(clearTargets(throttle({ tier: 'address', account: '' }))).toEqual([
      { address: '198.51.100.7' },
    ]);
    expect(targetInWords({ account: 'dana@example.com' })).toBe('the account dana@example.com');
    expect(targetInWords({ address: '198.51.100.7' })).toBe('the address 198.51.100.7');
  });
});
