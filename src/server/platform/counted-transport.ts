import type { PlatformTarget } from './forward-request';
import type { UpstreamBudget } from './upstream-budget';

const API_KEY = /^ApiKey\s+(\S+)$/;

/**
 * The target with every request it sends counted against its key's budget, whichever part of
 * the server sent it (the proxy, the check of a new key). Counting never costs a request its
 * answer: a write that reached the provider is reported whatever happens to the count.
 */
export function countedTarget(target: PlatformTarget, budget: UpstreamBudget): PlatformTarget {
  return {
    baseUrl: target.baseUrl,
    transport: async (request) => {
      const apiKey = API_KEY.exec(request.headers.get('authorization') ?? '')?.[1];
      const answer = await target.transport(request);
      if (apiKey !== undefined) {
        await budget.counted(apiKey, answer).catch((error: unknown) => {
          console.error('Could not count an upstream request', error);
        });
      }
      return answer;
    },
  };
}
