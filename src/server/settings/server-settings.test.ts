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
      seedAnchorMs: undefined,
      lifecycleStepMs: 3000,
      rateLimitPer5Min: 1000,
    });
    expect(settings.store.location).toEqual({ engine: 'pglite', dataDir: '.data/server' });
  });

  it('reads a pinned seed anchor, and refuses one that is not a whole number of ms', () => {
    const settings = parseServerSettings({ SANDBOX_SEED_ANCHOR_MS: '1795780500000' });
    expect(settings.api).toMatchObject({ seedAnchorMs: 1_795_780_500_000 });
    expect(() => parseServerSettings({ SANDBOX_SEED_ANCHOR_MS: 'yesterday' })).toThrow(
      /SANDBOX_SEED_ANCHOR_MS/,
    );
    expect(() => parseServerSettings({ SANDBOX_SEED_ANCHOR_MS: '-1' })).toThrow(
      /SANDBOX_SEED_ANCHOR_MS/,
    );
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

  it('says so when the server store and the sandbox point at one embedded folder', () => {
    expect(() =>
      parseServerSettings({ DATA_DIR: '.data/shared', SANDBOX_DATA_DIR: './.data/shared' }),
    ).toThrow(
      /DATA_DIR and SANDBOX_DATA_DIR both name \.data\/shared: .* each needs a folder of its own/,
    );
    expect(() =>
      parseServerSettings({ DATA_DIR: 'memory', SANDBOX_DATA_DIR: 'memory' }),
    ).not.toThrow();
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

  it('switches to upstream mode with its base URL, and needs the key that seals API secrets', () => {
    const upstream = { COPPER_API_BASE_URL: 'https://api.example.com' };
    expect(() => parseServerSettings(upstream)).toThrow(/CREDENTIALS_ENCRYPTION_KEY/);
    const settings = parseServerSettings({
      ...upstream,
      CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(settings.api).toEqual({
      kind: 'upstream',
      baseUrl: 'https://api.example.com',
      serviceKey: undefined,
      connectTimeoutMs: 5_000,
      timeoutMs: 30_000,
    });
    expect(
      parseServerSettings({
        ...upstream,
        CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        COPPER_API_CONNECT_TIMEOUT_MS: '2000',
        COPPER_API_TIMEOUT_MS: '10000',
      }).api,
    ).toMatchObject({ connectTimeoutMs: 2_000, timeoutMs: 10_000 });
    expect(() => parseServerSettings({ ...upstream, COPPER_API_TIMEOUT_MS: 'forever' })).toThrow(
      /COPPER_API_TIMEOUT_MS/,
    );
  });

  it('takes a read-only service key only as a pair, and only for an upstream', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      parseServerSettings({
        COPPER_API_BASE_URL: 'https://api.example.com',
        COPPER_API_KEY: 'k',
        COPPER_API_SECRET: 's',
        CREDENTIALS_ENCRYPTION_KEY: key,
      }).api,
    ).toMatchObject({ serviceKey: { apiKey: 'k', apiSecret: 's' } });
    expect(() => parseServerSettings({ COPPER_API_KEY: 'key' })).toThrow(
      /needs both COPPER_API_KEY and COPPER_API_SECRET/,
    );
    expect(() => parseServerSettings({ COPPER_API_KEY: 'k', COPPER_API_SECRET: 's' })).toThrow(
      /set COPPER_API_BASE_URL too/,
    );
  });

  it('reads how people sign in: an external provider needs its client, roles map to dashboard roles', () => {
    expect(() => parseServerSettings({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
    const settings = parseServerSettings({
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'dashboard',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ROLE_MAP: 'Custody-Treasury=treasury, Custody-Approvers=approver',
      PUBLIC_URL: 'https://custody.example.com/',
    });
    expect(settings.signIn.provider).toEqual({
      kind: 'external',
      issuer: 'https://login.example.com',
      clientId: 'dashboard',
      clientSecret: 'secret',
    });
    expect(settings.signIn.publicUrl).toBe('https://custody.example.com');
    expect([...settings.signIn.roleMap]).toEqual([
      ['Custody-Treasury', 'treasury'],
      ['Custody-Approvers', 'approver'],
    ]);
    expect(() => parseServerSettings({ OIDC_ROLE_MAP: 'Everyone=superuser' })).toThrow(
      /Everyone=superuser/,
    );
    expect(() => parseServerSettings({ CREDENTIALS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /32 bytes/,
    );
  });

  it('rejects a port that is not a number', () => {
    expect(() => parseServerSettings({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
