import { afterEach, describe, expect, it } from 'vitest';
import { liveAware, liveStatus, SAFETY_NET_MS } from './live-status';
import {
  LOW_BUDGET_SLOWDOWN,
  budgetAware,
  budgetNotingFetch,
  budgetState,
  providerBudget,
} from './provider-budget';

const NOW = 1_800_000_000_000;
const answer = (header?: string) =>
  new Response('{}', { headers: header === undefined ? {} : { 'provider-budget': header } });

afterEach(() => {
  providerBudget.set(undefined);
  liveStatus.set({ state: 'connecting' });
});

describe("the provider's budget in the browser", () => {
  it('is noted from the header of each answer; an answer without it changes nothing', async () => {
    const fetchWith = (header?: string) => budgetNotingFetch(() => Promise.resolve(answer(header)));
    await fetchWith('low; remaining=200; limit=1000; reset=90')('/platform/orders');
    expect(providerBudget.get()?.budget).toEqual({
      state: 'low',
      remaining: 200,
      limit: 1000,
      resetSeconds: 90,
    });
    await fetchWith()('/api/session');
    expect(budgetState()).toBe('low');
    await fetchWith('ok; remaining=900; limit=1000; reset=0')('/platform/orders');
    expect(budgetState()).toBe('ok');
  });

  it('slows timers four times while low, and holds them until the reset once used up', () => {
    expect(budgetAware(30_000, NOW)).toBe(30_000);
    providerBudget.set({
      budget: { state: 'low', remaining: 100, limit: 1000, resetSeconds: 60 },
      at: NOW,
    });
    expect(budgetAware(30_000, NOW)).toBe(30_000 * LOW_BUDGET_SLOWDOWN);
    providerBudget.set({
      budget: { state: 'exhausted', remaining: 0, limit: 1000, resetSeconds: 200 },
      at: NOW,
    });
    expect(budgetAware(30_000, NOW + 50_000)).toBe(151_000);
    // Once the window has moved on, low until an answer says more.
    expect(budgetState(NOW + 200_000)).toBe('low');
    expect(budgetAware(30_000, NOW + 200_000)).toBe(120_000);
  });

  it('slows the safety net of live views too', () => {
    liveStatus.set({ state: 'live' });
    expect(liveAware(10_000)).toBe(SAFETY_NET_MS);
    providerBudget.set({
      budget: { state: 'low', remaining: 10, limit: 1000, resetSeconds: 60 },
      at: Date.now(),
    });
    expect(liveAware(10_000)).toBe(SAFETY_NET_MS * LOW_BUDGET_SLOWDOWN);
  });
});
