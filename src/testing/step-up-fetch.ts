import { afterEach, beforeEach, vi, type Mock } from 'vitest';
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
    if (url === '/api/step-up') return Promise.resolve(jsonResponse(200, challenge));
    return fetchMock(input, init);
  });
}

/**
 * For each test of the file: a fresh `fetch` mock behind `stubFetchWithStepUp`, restored after.
 * The mock sees only the requests the test is about.
 */
export function stubbedFetchPerTest(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    stubFetchWithStepUp(fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** A JSON answer with the status given, as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The sandbox's master password, and the SHA-256 of it, the only form the browser sends. */
export const SANDBOX_MASTER_PASSWORD = 'northwind-sandbox-master';
export const SANDBOX_MASTER_PASSWORD_HASH =
  '8f503b6f950e187b38f5ee83aa1a06336a3c9666d7237b368a8d6f2a29055c69';
