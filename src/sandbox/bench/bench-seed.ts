import { z } from 'zod';

/** How many orders a bench seeds its store with: SANDBOX_SEED_ORDERS, else 100,000. */
export function benchOrderCount(env: NodeJS.ProcessEnv = process.env): number {
  return z.coerce.number().int().min(1).default(100_000).parse(env.SANDBOX_SEED_ORDERS);
}
