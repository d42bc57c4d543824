import { z } from 'zod';
import type { ApiSettings } from './api-settings';
import { optionalText, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const operationsEnvSchema = z.object({
  /**
   * How long an answer to a read is served to everyone who repeats it, for data no event
   * announces the change of (loans, ClearLoop exchanges); 0 keeps none.
   */
  READ_CACHE_TTL_MS: wholeNumber(0, 600_000).default(5_000),
  /** The same for data the provider's webhooks make stale (orders, balances, settlements). */
  READ_CACHE_ANNOUNCED_TTL_MS: wholeNumber(0, 600_000).default(30_000),
  /** The same for reference data (organisations, members, addresses, counterparties). */
  READ_CACHE_REFERENCE_TTL_MS: wholeNumber(0, 600_000).default(60_000),
  /** The provider's requests per 5 minutes per API key, until its own headers say otherwise. */
  COPPER_API_RATE_LIMIT_PER_5_MIN: wholeNumber(1, 1_000_000).default(1000),
  /** The bearer token GET /metrics asks for; unset: /metrics is not served. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'use at least 16 characters').optional()),
  /**
   * How often the leader instance records every open loan's LTV, in minutes; `0` records
   * none. Unset: 5, or 1 in sandbox mode, whose LTVs swing in 10-minute waves.
   */
  LTV_SAMPLE_MINUTES: wholeNumber(0, 1_440).optional(),
  /** How long recorded LTV readings are kept, in days. */
  LTV_HISTORY_DAYS: wholeNumber(1, 3_650).default(90),
  /**
   * How far, in percentage points, an LTV must fall under an alert rule's line before the rule
   * may fire again: an LTV jittering at the line raises one alert, not one per reading.
   */
  ALERT_HYSTERESIS_POINTS: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a number of percentage points such as 2 or 0.5')
    .default('2'),
  /** pino's levels; `silent` logs nothing. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

/** Running the server for a team: the shared read cache, each key's budget, LTV history, metrics and logs. */
export interface OperationsSettings {
  /** By how a read's data learns of change (the proxy's `ReadKind`). */
  readCacheTtlMs: { announced: number; reference: number; unannounced: number };
  /** Requests per 5 minutes per key: the sandbox's own limit in sandbox mode. */
  rateLimitPer5Min: number;
  metricsToken: string | undefined;
  /** LTV history: the sampling interval (0: none) and how long readings are kept. */
  ltvHistory: { sampleMinutes: number; retentionDays: number };
  /** The re-arm band of LTV alert rules, in percentage points (a decimal string). */
  alertHysteresisPoints: string;
  logLevel: NonNullable<z.infer<typeof operationsEnvSchema>['LOG_LEVEL']>;
}

export function parseOperationsSettings(
  source: EnvSource,
  api: ApiSettings,
  nodeEnv: string,
): OperationsSettings {
  const env = parseEnv(operationsEnvSchema, source);
  return {
    readCacheTtlMs: {
      unannounced: env.READ_CACHE_TTL_MS,
      announced: env.READ_CACHE_ANNOUNCED_TTL_MS,
      reference: env.READ_CACHE_REFERENCE_TTL_MS,
    },
    rateLimitPer5Min:
      api.kind === 'sandbox' ? api.rateLimitPer5Min : env.COPPER_API_RATE_LIMIT_PER_5_MIN,
    metricsToken: env.METRICS_TOKEN,
    ltvHistory: {
      sampleMinutes: env.LTV_SAMPLE_MINUTES ?? (api.kind === 'sandbox' ? 1 : 5),
      retentionDays: env.LTV_HISTORY_DAYS,
    },
    alertHysteresisPoints: env.ALERT_HYSTERESIS_POINTS,
    // Tests keep their output for what failed.
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
