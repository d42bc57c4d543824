import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Folder of the sandbox database, or `memory` for a fresh store on every start. */
    SANDBOX_DATA_DIR: z.string().min(1).default('.data/sandbox'),
    /** Seeds this many orders instead of the default, for scale work. */
    SANDBOX_SEED_ORDERS: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Delay between lifecycle steps of orders, settlements and loans; `0` stops the clock. */
    SANDBOX_LIFECYCLE_STEP_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
    /** Requests per identity per 5 minutes before the sandbox answers 429, as the provider does. */
    SANDBOX_RATE_LIMIT_PER_5_MIN: z.coerce.number().int().min(1).default(1000),
    COPPER_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    COPPER_API_KEY: optionalText,
    COPPER_API_SECRET: optionalText,
  })
  .superRefine((env, ctx) => {
    const upstream = [env.COPPER_API_BASE_URL, env.COPPER_API_KEY, env.COPPER_API_SECRET];
    const set = upstream.filter((value) => value !== undefined).length;
    if (set !== 0 && set !== upstream.length) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Upstream mode needs all of COPPER_API_BASE_URL, COPPER_API_KEY and COPPER_API_SECRET; unset all three to use the sandbox.',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export type ServerMode =
  | {
      kind: 'sandbox';
      dataDir: string;
      seedOrders: number | undefined;
      lifecycleStepMs: number;
      rateLimitPer5Min: number;
    }
  | { kind: 'upstream'; baseUrl: string; apiKey: string; apiSecret: string };

export function parseServerEnv(source: Readonly<Record<string, string | undefined>>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || 'settings'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid server settings:\n${details}`);
  }
  return result.data;
}

export function serverModeOf(env: ServerEnv): ServerMode {
  if (env.COPPER_API_BASE_URL && env.COPPER_API_KEY && env.COPPER_API_SECRET) {
    return {
      kind: 'upstream',
      baseUrl: env.COPPER_API_BASE_URL,
      apiKey: env.COPPER_API_KEY,
      apiSecret: env.COPPER_API_SECRET,
    };
  }
  return {
    kind: 'sandbox',
    dataDir: env.SANDBOX_DATA_DIR,
    seedOrders: env.SANDBOX_SEED_ORDERS,
    lifecycleStepMs: env.SANDBOX_LIFECYCLE_STEP_MS,
    rateLimitPer5Min: env.SANDBOX_RATE_LIMIT_PER_5_MIN,
  };
}
