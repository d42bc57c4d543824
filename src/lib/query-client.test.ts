import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api-error';
import { NetworkError } from './api-client';
import { RETRY_AFTER_CAP_MS, retryDelay, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network failures and 5xx a few times, and 429', () => {
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

describe('retryDelay with Retry-After', () => {
  const throttled = (seconds?: number) =>
    new ApiError(429, 'too-many-requests', 'slow down', seconds);

  it('backs off exponentially after a 429 that gives no Retry-After', () => {
    expect([0, 1, 2, 3].map((count) => retryDelay(count, throttled()))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
  });

  it('waits at least as long as the server asks', () => {
    expect(retryDelay(0, throttled(287))).toBe(287_000);
    expect(retryDelay(2, throttled(120))).toBe(120_000);
  });

  it('keeps the exponential backoff when the server asks for less', () => {
    expect(retryDelay(0, throttled(1))).toBe(5_000);
    expect(retryDelay(2, throttled(0))).toBe(20_000);
  });

  it('honours Retry-After on a 503 too', () => {
    expect(retryDelay(0, new ApiError(503, 'unavailable', 'down', 30))).toBe(30_000);
  });

  it('caps an excessive Retry-After at five minutes', () => {
    expect(RETRY_AFTER_CAP_MS).toBe(300_000);
    expect(retryDelay(0, throttled(86_400))).toBe(RETRY_AFTER_CAP_MS);
  });

  it('keeps retrying a rate limit, where other failures give up after a bounded number of attempts', () => {
    expect(shouldRetry(3, throttled(300))).toBe(true);
    expect(shouldRetry(30, throttled())).toBe(true);
    expect(shouldRetry(3, new ApiError(502, 'upstream-unavailable', 'down'))).toBe(false);
  });
});
