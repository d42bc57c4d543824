import type { z } from 'zod';

/**
 * A body that matches none of a union's variants (POST /orders) is described by
 * the variant it came closest to, so the message names the real problem
 * instead of "invalid input".
 */
function closestIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, candidate) =>
      candidate.length < best.length ? candidate : best,
    );
    return closestIssues(
      closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
    );
  });
}

/** Names the failing field first so a 400 says what to fix. */
export function describeIssues(error: z.ZodError): string {
  return closestIssues(error.issues)
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') {
        const where = field ? ` in ${field}` : '';
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}${where}: ${issue.keys.join(', ')}`;
      }
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** How a request that breaks its contract is refused: the sandbox and the dashboard's proxy agree. */
export interface InputRefusal {
  status: 400 | 413;
  error: 'bad-request' | 'payload-too-large';
  message: string;
}

/**
 * A field longer than its limit is a request too large to take (413); any other
 * problem is a bad request (400). Both name the field.
 */
export function inputRefusal(error: z.ZodError): InputRefusal {
  const tooLong = closestIssues(error.issues).some(
    (issue) => issue.code === 'too_big' && issue.origin === 'string',
  );
  return tooLong
    ? { status: 413, error: 'payload-too-large', message: describeIssues(error) }
    : { status: 400, error: 'bad-request', message: describeIssues(error) };
}
