import { describe, expect, it } from 'vitest';
import { parseServerSettings } from './server-settings';

describe('parseServerSettings', () => {
  it('defaults to the sandbox on port 8080 with persistent embedded data folders', () => {
    const settings = parseServerSettings({});
    expect(settings.listen.PORT).toBe(8080);
    expect(settings.api).toEqual({
      kind: 'sandbox',
      location: { engine: 'pglite', dataDir: '.data/sandbox' },
      seedOrders: undefined,
      lifecycleStepMs: 3000,
      rateLimitPer5Min: 1000,
    });
    expect(settings.store.location).toEqual({ engine: 'pglite', dataDir: '.data/server' });
  });

  it('reads the lifecycle pace and the rate limit, and refuses nonsense', () => {
    const settings = parseServerSettings({
      SANDBOX_LIFECYCLE_STEP_MS: '0',
      SANDBOX_RATE_LIMIT_PER_5_MIN: '25',
    });
    expect(settings.api).toMatchObject({ lifecycleStepMs: 0, rateLimitPer5Min: 25 });
    expect(() => parseServerSettings({ SANDBOX_LIFECYCLE_STEP_MS: 'soon' })).toThrow(
      /SANDBOX_LIFECYCLE_STEP_MS/,
    );
    expect(() => parseServerSettings({ SANDBOX_RATE_LIMIT_PER_5_MIN: '0' })).toThrow(
      /SANDBOX_RATE_LIMIT_PER_5_MIN/,
    );
  });

  it('puts the store and the sandbox on PostgreSQL when given their URLs, with one pool tuning', () => {
    const settings = parseServerSettings({
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/custody',
      SANDBOX_DATABASE_URL: 'postgresql://app:pw@db.internal:5432/custody',
      DATABASE_POOL_SIZE: '25',
    });
    const pool = { poolSize: 25, connectTimeoutMs: 5000, statementTimeoutMs: 15000 };
    expect(settings.store.location).toEqual({
      engine: 'postgres',
      url: 'postgres://app:pw@db.internal:5432/custody',
      pool,
    });
    expect(settings.api).toMatchObject({
      location: { engine: 'postgres', url: 'postgresql://app:pw@db.internal:5432/custody', pool },
    });
  });

  it('refuses a database URL that is not PostgreSQL and a pool of one', () => {
    expect(() => parseServerSettings({ DATABASE_URL: 'mysql://db/custody' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => parseServerSettings({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('switches to upstream mode when all three settings are present', () => {
    const settings = parseServerSettings({
      COPPER_API_BASE_URL: 'https://api.example.com',
      COPPER_API_KEY: 'key',
      COPPER_API_SECRET: 'secret',
    });
    expect(settings.api).toMatchObject({ kind: 'upstream', baseUrl: 'https://api.example.com' });
  });

  it('fails with a clear message when upstream settings are incomplete', () => {
    expect(() => parseServerSettings({ COPPER_API_KEY: 'key' })).toThrow(
      /COPPER_API_BASE_URL, COPPER_API_KEY and COPPER_API_SECRET/,
    );
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseServerSettings({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
