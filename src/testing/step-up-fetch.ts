import { vi } from 'vitest';
import type { StepUpChallenge } from '../shared/step-up';

/**
 * Stubs the global fetch with `fetchMock`, except the passkey challenge (POST /api/step-up),
 * which answers `challenge`: by default "no passkey needed", as for a person who has none.
 * The mock then sees only the requests a test is about.
 */
export function stubFetchWithStepUp(
  fetchMock: typeof fetch,
  challenge: StepUpChallenge = { required: false },
): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === '/api/step-up') {
      return Promise.resolve(
        new Response(JSON.stringify(challenge), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    return fetchMock(input, init);
  });
}
