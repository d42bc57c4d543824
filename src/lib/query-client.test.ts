import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api-error';
import { NetworkError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network failures, 5xx and 429 a few times', () => {
    expect(shouldRetry(0, new NetworkError('/orders'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'unavailable', 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(429, 'too-many-requests', 'slow down'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'unavailable', 'down'))).toBe(false);
  });

  it('never retries a refusal that will not change on its own', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(shouldRetry(0, new ApiError(status, 'x', 'y'))).toBe(false);
    }
  });
});

describe('retryDelay', () => {
  it('backs off longer after a rate limit', () => {
    expect(retryDelay(1, new ApiError(429, 'too-many-requests', ''))).toBeGreaterThan(
      retryDelay(1, new ApiError(503, 'unavailable', '')),
    );
    expect(retryDelay(10, new NetworkError('/x'))).toBe(60_000);
  });
});
