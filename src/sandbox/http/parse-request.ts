import type { Context } from 'hono';
import type { z } from 'zod';
import { apiErrorResponse } from './api-error-response';
import {
  findUnstorable,
  jsonNestsDeeperThan,
  maxJsonDepth,
} from '../../shared/contracts/storable-input';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

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

/**
 * A field longer than its limit is a request too large to take (413); any other
 * problem is a bad request (400). Both name the field.
 */
function refused(c: Context, error: z.ZodError): Parsed<never> {
  const tooLong = closestIssues(error.issues).some(
    (issue) => issue.code === 'too_big' && issue.origin === 'string',
  );
  return {
    ok: false,
    response: tooLong
      ? apiErrorResponse(c, 413, 'payload-too-large', describeIssues(error))
      : apiErrorResponse(c, 400, 'bad-request', describeIssues(error)),
  };
}

/**
 * Text PostgreSQL cannot hold (NUL, unpaired surrogates) is refused here, for
 * every field of every endpoint, so it never reaches SQL: before, a NUL in a
 * description or in `/orders/%00` was a 500.
 */
function storable(c: Context, input: unknown): Parsed<never> | undefined {
  const found = findUnstorable(input);
  if (found === undefined) return undefined;
  const field = found.field === '' ? 'body' : found.field;
  return {
    ok: false,
    response: apiErrorResponse(c, 400, 'bad-request', `${field}: ${found.problem}`),
  };
}

/**
 * Parses the query string. Lists travel comma-joined, so a repeated parameter is a mistake
 * (which value was meant?) and is refused rather than silently resolved.
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  const repeated = Object.entries(c.req.queries()).find(([, values]) => values.length > 1);
  if (repeated !== undefined) {
    return {
      ok: false,
      response: apiErrorResponse(
        c,
        400,
        'bad-request',
        `${repeated[0]}: given ${repeated[1].length} times; send one value, lists comma-separated`,
      ),
    };
  }
  const query = c.req.query();
  const unstorable = storable(c, query);
  if (unstorable) return unstorable;
  const result = schema.safeParse(query);
  return result.success ? { ok: true, data: result.data } : refused(c, result.error);
}

export function parsePathParams<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  const params = c.req.param();
  const unstorable = storable(c, params);
  if (unstorable) return unstorable;
  const result = schema.safeParse(params);
  return result.success ? { ok: true, data: result.data } : refused(c, result.error);
}

/** Parses a JSON body sent with exactly the content type the endpoint declares. */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  contentType: string,
): Promise<Parsed<z.output<S>>> {
  const received = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (received !== contentType) {
    return {
      ok: false,
      response: apiErrorResponse(
        c,
        415,
        'unsupported-media-type',
        `Content-Type must be ${contentType}; received ${received || 'none'}.`,
      ),
    };
  }
  const text = await c.req.text();
  if (jsonNestsDeeperThan(text)) {
    return {
      ok: false,
      response: apiErrorResponse(
        c,
        400,
        'bad-request',
        `body: nests deeper than ${maxJsonDepth} levels of arrays and objects`,
      ),
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: apiErrorResponse(c, 400, 'bad-request', 'Body is not valid JSON.'),
    };
  }
  const unstorable = storable(c, json);
  if (unstorable) return unstorable;
  const result = schema.safeParse(json);
  return result.success ? { ok: true, data: result.data } : refused(c, result.error);
}
