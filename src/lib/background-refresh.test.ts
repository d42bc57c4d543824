import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundRefresher } from './background-refresh';
import { LOW_BUDGET_REFRESH_DELAY_MS, providerBudget } from './provider-budget';

function watchedQuery(queryClient: QueryClient, key: string) {
  const counter = { reads: 0 };
  const read = () => {
    counter.reads += 1;
    return Promise.resolve(counter.reads);
  };
  const observer = new QueryObserver(queryClient, {
    queryKey: ['platform', key],
    queryFn: read,
    staleTime: Infinity,
  });
  const stop = observer.subscribe(() => undefined);
  return { counter, stop };
}

describe('refreshes a live event causes', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    providerBudget.set(undefined);
    vi.useRealTimers();
  });

  it('happen at once while the budget is fine', async () => {
    const orders = watchedQuery(queryClient, 'orders');
    await vi.advanceTimersByTimeAsync(0);
    const refresher = backgroundRefresher(queryClient);
    refresher.refresh([['platform', 'orders']]);
    await vi.advanceTimersByTimeAsync(0);
    expect(orders.counter.reads).toBe(2);
    orders.stop();
  });

  it('wait while it runs low, and a burst of events costs one read per view', async () => {
    const orders = watchedQuery(queryClient, 'orders');
    const wallets = watchedQuery(queryClient, 'wallets');
    await vi.advanceTimersByTimeAsync(0);
    providerBudget.set({
      budget: { state: 'low', remaining: 50, limit: 1000, resetSeconds: 100 },
      at: Date.now(),
    });
    const refresher = backgroundRefresher(queryClient);
    for (let event = 0; event < 5; event += 1) {
      refresher.refresh([
        ['platform', 'orders'],
        ['platform', 'wallets'],
      ]);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(orders.counter.reads).toBe(1);
    expect(queryClient.getQueryState(['platform', 'orders'])?.isInvalidated).toBe(true);
    await vi.advanceTimersByTimeAsync(LOW_BUDGET_REFRESH_DELAY_MS);
    expect(orders.counter.reads).toBe(2);
    expect(wallets.counter.reads).toBe(2);
    orders.stop();
    wallets.stop();
    refresher.dispose();
  });

  it('wait for the reset once the budget is used up', async () => {
    const orders = watchedQuery(queryClient, 'orders');
    await vi.advanceTimersByTimeAsync(0);
    providerBudget.set({
      budget: { state: 'exhausted', remaining: 0, limit: 1000, resetSeconds: 120 },
      at: Date.now(),
    });
    const refresher = backgroundRefresher(queryClient);
    refresher.refresh([['platform', 'orders']]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(orders.counter.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(orders.counter.reads).toBe(2);
    orders.stop();
  });
});
