import type { z } from 'zod';

/** A parse result's messages by the path they concern (`payloads.1.value`); `{}` when it passed. */
export function issueMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
