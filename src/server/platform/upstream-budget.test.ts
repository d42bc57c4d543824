import { describe, expect, it } from 'vitest';
import { formatProviderBudget, parseProviderBudget } from '../../shared/provider-budget';
import { unusedKeyWindow, type KeyWindow } from './budget-store';
import { budgetReport } from './rate-limit-headers';
import { budgetOf, keyHint } from './upstream-budget';

const NOW = 1_800_000_000_000;
const second = Math.floor(NOW / 1000);
const none = unusedKeyWindow;

describe("a key's budget", () => {
  it('counts down from the configured limit, low at a quarter left, exhausted at none', () => {
    expect(budgetOf(none, 1000, NOW)).toEqual({
      state: 'ok',
      remaining: 1000,
      limit: 1000,
      resetSeconds: 0,
    });
    const window = { ...none, used: 750, first: second - 100 };
    expect(budgetOf(window, 1000, NOW)).toEqual({
      state: 'low',
      remaining: 250,
      limit: 1000,
      resetSeconds: 200,
    });
    expect(budgetOf({ ...window, used: 749 }, 1000, NOW).state).toBe('ok');
    expect(budgetOf({ ...window, used: 1000 }, 1000, NOW)).toMatchObject({
      state: 'exhausted',
      remaining: 0,
    });
  });

  it("believes the provider's own figures over its count, less what was sent since", () => {
    const reported: KeyWindow = {
      ...none,
      used: 10,
      first: second - 10,
      used_since_report: 3,
      reported_limit: 600,
      reported_remaining: 100,
      reported_at: NOW - 5_000,
      reset_at: NOW + 42_000,
    };
    expect(budgetOf(reported, 1000, NOW)).toEqual({
      state: 'low',
      remaining: 97,
      limit: 600,
      resetSeconds: 42,
    });
    // A report older than the window says nothing any more.
    expect(budgetOf({ ...reported, reported_at: NOW - 301_000 }, 1000, NOW)).toMatchObject({
      state: 'ok',
      remaining: 990,
      limit: 1000,
    });
  });

  it('is exhausted while a 429 lasts, and only then', () => {
    const refused = { ...none, reported_at: NOW - 1000, refused_until: NOW + 30_500 };
    expect(budgetOf(refused, 1000, NOW)).toMatchObject({
      state: 'exhausted',
      resetSeconds: 31,
    });
    expect(budgetOf({ ...refused, refused_until: NOW - 1 }, 1000, NOW).state).toBe('ok');
  });

  it('names a key by its last four characters only', () => {
    expect(keyHint('sbx-risk-5a07d3f9')).toBe('…d3f9');
  });
});

describe("the provider's rate-limit headers", () => {
  const answer = (status: number, headers: Record<string, string>) => ({
    status,
    headers: new Headers(headers),
  });

  it('reads the IETF and X- forms, with resets in seconds, epoch seconds or epoch ms', () => {
    expect(
      budgetReport(
        answer(200, {
          'RateLimit-Limit': '1000, 1000;w=300',
          'RateLimit-Remaining': '12',
          'RateLimit-Reset': '30',
        }),
        NOW,
      ),
    ).toEqual({ limit: 1000, remaining: 12, resetAt: NOW + 30_000, refusedUntil: undefined });
    expect(
      budgetReport(answer(200, { 'X-RateLimit-Reset': String(second + 60) }), NOW)?.resetAt,
    ).toBe((second + 60) * 1000);
    expect(budgetReport(answer(200, { 'X-RateLimit-Reset': String(NOW + 5) }), NOW)?.resetAt).toBe(
      NOW + 5,
    );
  });

  it('takes a 429 as a refusal until its Retry-After, or a minute without one', () => {
    expect(budgetReport(answer(429, { 'Retry-After': '17' }), NOW)?.refusedUntil).toBe(
      NOW + 17_000,
    );
    expect(budgetReport(answer(429, {}), NOW)?.refusedUntil).toBe(NOW + 60_000);
  });

  it('says nothing for an answer without them, and ignores what is not a figure', () => {
    expect(budgetReport(answer(200, { 'content-type': 'application/json' }), NOW)).toBeUndefined();
    expect(budgetReport(answer(200, { 'X-RateLimit-Remaining': 'lots' }), NOW)).toBeUndefined();
  });
});

describe('the Provider-Budget header', () => {
  it('round-trips, and anything malformed reads as absent', () => {
    const budget = { state: 'low', remaining: 120, limit: 1000, resetSeconds: 37 } as const;
    expect(parseProviderBudget(formatProviderBudget(budget))).toEqual(budget);
    expect(parseProviderBudget('low; remaining=-1; limit=1000; reset=3')).toBeUndefined();
    expect(parseProviderBudget('calm; remaining=1; limit=1000; reset=3')).toBeUndefined();
    expect(parseProviderBudget(null)).toBeUndefined();
  });
});
