import type { z } from 'zod';

/** A refused request body's problems in one line: "amount: must be positive; body: …". */
export function bodyIssuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}
