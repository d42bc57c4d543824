import { describe, expect, it } from 'vitest';
import { parseServerEnv, serverModeOf } from './env';

describe('parseServerEnv', () => {
  it('defaults to the sandbox on port 8080 with a persistent data folder', () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(8080);
    expect(serverModeOf(env)).toEqual({
      kind: 'sandbox',
      dataDir: '.data/sandbox',
      seedOrders: undefined,
      lifecycleStepMs: 3000,
      rateLimitPer5Min: 1000,
    });
  });

  it('reads the lifecycle pace and the rate limit, and refuses nonsense', () => {
    const env = parseServerEnv({
      SANDBOX_LIFECYCLE_STEP_MS: '0',
      SANDBOX_RATE_LIMIT_PER_5_MIN: '25',
    });
    expect(serverModeOf(env)).toMatchObject({ lifecycleStepMs: 0, rateLimitPer5Min: 25 });
    expect(() => parseServerEnv({ SANDBOX_LIFECYCLE_STEP_MS: 'soon' })).toThrow(
      /SANDBOX_LIFECYCLE_STEP_MS/,
    );
    expect(() => parseServerEnv({ SANDBOX_RATE_LIMIT_PER_5_MIN: '0' })).toThrow(
      /SANDBOX_RATE_LIMIT_PER_5_MIN/,
    );
  });

  it('switches to upstream mode when all three settings are present', () => {
    const env = parseServerEnv({
      COPPER_API_BASE_URL: 'https://api.example.com',
      COPPER_API_KEY: 'key',
      COPPER_API_SECRET: 'secret',
    });
    expect(serverModeOf(env)).toMatchObject({
      kind: 'upstream',
      baseUrl: 'https://api.example.com',
    });
  });

  it('fails with a clear message when upstream settings are incomplete', () => {
    expect(() => parseServerEnv({ COPPER_API_KEY: 'key' })).toThrow(
      /COPPER_API_BASE_URL, COPPER_API_KEY and COPPER_API_SECRET/,
    );
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
