import { z } from 'zod';
import type { ApiSettings } from './api-settings';
import { optionalText, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const operationsEnvSchema = z.object({
  /** How long an answer to a read is served to everyone who repeats it; 0 keeps none. */
  READ_CACHE_TTL_MS: wholeNumber(0, 600_000).default(5_000),
  /** The provider's requests per 5 minutes per API key, until its own headers say otherwise. */
  COPPER_API_RATE_LIMIT_PER_5_MIN: wholeNumber(1, 1_000_000).default(1000),
  /** The bearer token GET /metrics asks for; unset: /metrics is not served. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'use at least 16 characters').optional()),
  /** pino's levels; `silent` logs nothing. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

/** Running the server for a team: the shared read cache, each key's budget, metrics and logs. */
export interface OperationsSettings {
  readCacheTtlMs: number;
  /** Requests per 5 minutes per key: the sandbox's own limit in sandbox mode. */
  rateLimitPer5Min: number;
  metricsToken: string | undefined;
  logLevel: NonNullable<z.infer<typeof operationsEnvSchema>['LOG_LEVEL']>;
}

export function parseOperationsSettings(
  source: EnvSource,
  api: ApiSettings,
  nodeEnv: string,
): OperationsSettings {
  const env = parseEnv(operationsEnvSchema, source);
  return {
    readCacheTtlMs: env.READ_CACHE_TTL_MS,
    rateLimitPer5Min:
      api.kind === 'sandbox' ? api.rateLimitPer5Min : env.COPPER_API_RATE_LIMIT_PER_5_MIN,
    metricsToken: env.METRICS_TOKEN,
    // Tests keep their output for what failed.
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
