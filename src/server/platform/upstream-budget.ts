import { createHash } from 'node:crypto';
import type { ProviderBudget } from '../../shared/provider-budget';
import type { Database } from '../../store/sql-client';
import {
  WINDOW_SECONDS,
  countRequest,
  forgetOldCounts,
  keepReport,
  keyWindow,
  type KeyWindow,
} from './budget-store';
import { budgetReport } from './rate-limit-headers';

/** A quarter of the window's budget left: background refreshes slow down from here. */
export const LOW_SHARE = 0.25;
/** How long one instance trusts its figure for a key before reading the store again. */
const FIGURE_MS = 1_000;

/** A key in the store and in figures: its SHA-256, never the key itself. */
export function keyHash(apiKey: string): string {
  return createHash('sha256').update(`provider-api-key:${apiKey}`).digest('hex');
}

/** How a key is named in figures and logs: its last four characters. */
export function keyHint(apiKey: string): string {
  return `…${apiKey.slice(-4)}`;
}

/**
 * A key's budget from the server's own count and the provider's word: the provider's limit
 * when it said one, its remaining figure less what was sent since, and a refusal (429) until
 * its Retry-After.
 */
export function budgetOf(
  window: KeyWindow,
  configuredLimit: number,
  nowMs: number,
): ProviderBudget {
  const nowSecond = Math.floor(nowMs / 1000);
  const fresh = window.reported_at !== null && window.reported_at > nowMs - WINDOW_SECONDS * 1000;
  const limit = (fresh ? window.reported_limit : null) ?? configuredLimit;
  let remaining = limit - window.used;
  let resetSeconds = window.first === null ? 0 : window.first + WINDOW_SECONDS - nowSecond;
  if (fresh && window.reported_remaining !== null) {
    const reported = window.reported_remaining - window.used_since_report;
    if (reported < remaining) {
      remaining = reported;
      if (window.reset_at !== null) resetSeconds = Math.ceil((window.reset_at - nowMs) / 1000);
    }
  }
  if (window.refused_until !== null && window.refused_until > nowMs) {
    return {
      state: 'exhausted',
      remaining: 0,
      limit,
      resetSeconds: Math.ceil((window.refused_until - nowMs) / 1000),
    };
  }
  remaining = Math.max(0, remaining);
  const state = remaining === 0 ? 'exhausted' : remaining <= limit * LOW_SHARE ? 'low' : 'ok';
  return { state, remaining, limit, resetSeconds: Math.max(0, resetSeconds) };
}

/**
 * Each API key's requests to the provider per 5 minutes, counted in the store so every
 * instance counts the same, with the provider's own figures where it gives them.
 */
export function upstreamBudget(
  db: Database,
  options: {
    limitPer5Min: number;
    now: () => number;
    /** Told of each request sent, by the key's hint (for figures). */
    sent?: (keyHint: string) => void;
  },
) {
  const { now } = options;
  const figures = new Map<string, { at: number; hint: string; budget: ProviderBudget }>();

  async function budget(apiKey: string): Promise<ProviderBudget> {
    const hash = keyHash(apiKey);
    const known = figures.get(hash);
    if (known !== undefined && known.at > now() - FIGURE_MS) return known.budget;
    const at = now();
    const figure = budgetOf(await keyWindow(db, hash, at), options.limitPer5Min, at);
    figures.set(hash, { at, hint: keyHint(apiKey), budget: figure });
    return figure;
  }

  return {
    budget,
    /** Counts a request the provider answered, and keeps what it said of the budget. */
    async counted(apiKey: string, answer: { status: number; headers: Headers }): Promise<void> {
      const hash = keyHash(apiKey);
      const at = now();
      options.sent?.(keyHint(apiKey));
      await countRequest(db, hash, Math.floor(at / 1000));
      const report = budgetReport(answer, at);
      if (report !== undefined) await keepReport(db, hash, report, at);
      const known = figures.get(hash);
      if (report !== undefined || known === undefined) {
        figures.delete(hash);
        return;
      }
      const remaining = Math.max(0, known.budget.remaining - 1);
      const { limit } = known.budget;
      const state = remaining === 0 ? 'exhausted' : remaining <= limit * LOW_SHARE ? 'low' : 'ok';
      known.budget = { ...known.budget, remaining, state };
    },
    /** The last figure this instance holds for each key it has used. */
    knownBudgets: () => [...figures.values()].map(({ hint, budget: b }) => ({ hint, budget: b })),
    forgetOld: () => forgetOldCounts(db, now()),
  };
}

export type UpstreamBudget = ReturnType<typeof upstreamBudget>;
