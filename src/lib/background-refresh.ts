import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { LOW_BUDGET_REFRESH_DELAY_MS, budgetState, msUntilBudgetResets } from './provider-budget';

/**
 * Refreshes what a live event made stale, minding the provider's request budget. While it is
 * fine, at once. While it runs low, what the events touched is marked stale at once and read
 * again together a little later, so a burst of events costs one refresh per view; once it is
 * used up, after it resets. A person's own actions refresh at once regardless (they do not
 * come through here).
 */
export function backgroundRefresher(queryClient: QueryClient) {
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function refreshWaiting() {
    timer = undefined;
    const keys = [...waiting.values()];
    waiting.clear();
    for (const queryKey of keys) {
      void queryClient.refetchQueries({ queryKey, type: 'active', stale: true });
    }
  }

  return {
    refresh(keys: readonly QueryKey[]): void {
      const state = budgetState();
      if (state === 'ok') {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
        return;
      }
      for (const queryKey of keys) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
        waiting.set(JSON.stringify(queryKey), queryKey);
      }
      timer ??= setTimeout(
        refreshWaiting,
        Math.max(LOW_BUDGET_REFRESH_DELAY_MS, msUntilBudgetResets() + 1_000),
      );
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}
