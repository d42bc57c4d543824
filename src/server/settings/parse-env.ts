import type { z } from 'zod';

/** Environment variables as the process gives them. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Parses settings, or fails start-up with every problem named by its variable. */
export function parseEnv<S extends z.ZodType>(schema: S, source: EnvSource): z.output<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || 'settings'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid server settings:\n${details}`);
  }
  return result.data;
}
