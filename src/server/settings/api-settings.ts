import { z } from 'zod';
import type { PoolSettings, StoreLocation } from '../../store/open-store';
import { optionalText, postgresUrl, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const apiEnvSchema = z
  .object({
    /** Folder of the sandbox database, or `memory` for a fresh store on every start. */
    SANDBOX_DATA_DIR: z.string().min(1).default('.data/sandbox'),
    /** The sandbox on PostgreSQL (its own schema), so a team can share one sandbox. */
    SANDBOX_DATABASE_URL: optionalText.pipe(postgresUrl.optional()),
    /** Seeds this many orders instead of the default, for scale work. */
    SANDBOX_SEED_ORDERS: wholeNumber(0, 1_000_000).optional(),
    /**
     * Where the seeded 90-day history ends (epoch ms); unset, the minute the store is first
     * seeded. Pinned, a second seed elsewhere holds the same content (the e2e suite's files).
     */
    SANDBOX_SEED_ANCHOR_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    /** Delay between lifecycle steps of orders, settlements and loans; `0` stops the clock. */
    SANDBOX_LIFECYCLE_STEP_MS: wholeNumber(0, 3_600_000).default(3000),
    /** Requests per identity per 5 minutes before the sandbox answers 429, as the provider does. */
    SANDBOX_RATE_LIMIT_PER_5_MIN: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(1000),
    COPPER_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    COPPER_API_KEY: optionalText,
    COPPER_API_SECRET: optionalText,
    /** The organization the dashboard serves, when the API lists several. */
    COPPER_ORGANIZATION_ID: optionalText,
    /** How long the upstream may take to accept a connection. */
    COPPER_API_CONNECT_TIMEOUT_MS: wholeNumber(100, 120_000).default(5_000),
    /** How long one upstream request may take in all, its answer included. */
    COPPER_API_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(30_000),
  })
  .superRefine((env, ctx) => {
    if ((env.COPPER_API_KEY === undefined) !== (env.COPPER_API_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'The read-only service key needs both COPPER_API_KEY and COPPER_API_SECRET, or neither.',
      });
    }
    if (env.COPPER_API_KEY !== undefined && env.COPPER_API_BASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'COPPER_API_KEY is for the upstream API: set COPPER_API_BASE_URL too.',
      });
    }
  });

export interface SandboxSettings {
  kind: 'sandbox';
  location: StoreLocation;
  seedOrders: number | undefined;
  seedAnchorMs: number | undefined;
  lifecycleStepMs: number;
  rateLimitPer5Min: number;
  /** COPPER_ORGANIZATION_ID; unset, the sandbox serves its own organization. */
  organizationId: string | undefined;
}

export interface UpstreamSettings {
  kind: 'upstream';
  baseUrl: string;
  /**
   * A read-only key for people who have not added their own: used for GET and
   * nothing else.
   */
  serviceKey: { apiKey: string; apiSecret: string } | undefined;
  connectTimeoutMs: number;
  timeoutMs: number;
  /** COPPER_ORGANIZATION_ID; unset, the only one listed or an administrator's choice. */
  organizationId: string | undefined;
}

/** Which API the dashboard talks to: the embedded sandbox, or the provider's. */
export type ApiSettings = SandboxSettings | UpstreamSettings;

export function parseApiSettings(source: EnvSource, pool: PoolSettings): ApiSettings {
  const env = parseEnv(apiEnvSchema, source);
  if (env.COPPER_API_BASE_URL) {
    return {
      kind: 'upstream',
      baseUrl: env.COPPER_API_BASE_URL,
      serviceKey:
        env.COPPER_API_KEY && env.COPPER_API_SECRET
          ? { apiKey: env.COPPER_API_KEY, apiSecret: env.COPPER_API_SECRET }
          : undefined,
      connectTimeoutMs: env.COPPER_API_CONNECT_TIMEOUT_MS,
      timeoutMs: env.COPPER_API_TIMEOUT_MS,
      organizationId: env.COPPER_ORGANIZATION_ID,
    };
  }
  return {
    kind: 'sandbox',
    location:
      env.SANDBOX_DATABASE_URL === undefined
        ? { engine: 'pglite', dataDir: env.SANDBOX_DATA_DIR }
        : { engine: 'postgres', url: env.SANDBOX_DATABASE_URL, pool },
    seedOrders: env.SANDBOX_SEED_ORDERS,
    seedAnchorMs: env.SANDBOX_SEED_ANCHOR_MS,
    lifecycleStepMs: env.SANDBOX_LIFECYCLE_STEP_MS,
    rateLimitPer5Min: env.SANDBOX_RATE_LIMIT_PER_5_MIN,
    organizationId: env.COPPER_ORGANIZATION_ID,
  };
}
