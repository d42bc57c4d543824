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
    });
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
