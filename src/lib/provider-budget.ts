import {
  PROVIDER_BUDGET_HEADER,
  parseProviderBudget,
  type ProviderBudget,
} from '../shared/provider-budget';

/**
 * What the server last said of the provider's request budget for the key this person's
 * requests go out under (the `Provider-Budget` header on /platform answers), and when.
 */
export interface BudgetNotice {
  budget: ProviderBudget;
  at: number;
}

/** While the budget is low, timers run this many times slower. */
export const LOW_BUDGET_SLOWDOWN = 4;
/** While it is low, what a live event made stale is read again after this long, all at once. */
export const LOW_BUDGET_REFRESH_DELAY_MS = 30_000;

let current: BudgetNotice | undefined;
const listeners = new Set<() => void>();

export const providerBudget = {
  get: (): BudgetNotice | undefined => current,
  set: (next: BudgetNotice | undefined): void => {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The budget's state now: an exhausted budget whose window has since moved on counts as low
 * until the next answer says more; without any word from the server, as usual.
 */
export function budgetState(now = Date.now()): ProviderBudget['state'] {
  if (current === undefined) return 'ok';
  const { budget, at } = current;
  if (budget.state === 'exhausted' && now >= at + budget.resetSeconds * 1000) return 'low';
  return budget.state;
}

/** Milliseconds until an exhausted budget frees up (0 when it is not exhausted). */
export function msUntilBudgetResets(now = Date.now()): number {
  if (current === undefined || budgetState(now) !== 'exhausted') return 0;
  return Math.max(0, current.at + current.budget.resetSeconds * 1000 - now);
}

/**
 * A timer's period with the budget in mind: as set while the budget is fine, four times
 * slower while it runs low, and not before it resets once it is used up.
 */
export function budgetAware(intervalMs: number, now = Date.now()): number {
  const state = budgetState(now);
  if (state === 'ok') return intervalMs;
  if (state === 'low') return intervalMs * LOW_BUDGET_SLOWDOWN;
  return Math.max(intervalMs, msUntilBudgetResets(now) + 1_000);
}

/** Notes the budget an answer of the server states; answers without the header change nothing. */
export function noteBudget(response: Response, now = Date.now()): void {
  const budget = parseProviderBudget(response.headers.get(PROVIDER_BUDGET_HEADER));
  if (budget !== undefined) providerBudget.set({ budget, at: now });
}

/** `fetch` that notes the budget of every answer. */
export function budgetNotingFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    noteBudget(response);
    return response;
  };
}
