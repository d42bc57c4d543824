import type { Context } from 'hono';
import type { z } from 'zod';
import { apiErrorResponse } from './api-error-response';
import {
  findUnstorable,
  jsonNestsDeeperThan,
  maxJsonDepth,
} from '../../shared/contracts/storable-input';
import { inputRefusal } from '../../shared/request-issues';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Refuses input that breaks its schema, in the words the dashboard's proxy uses too. */
function refused(c: Context, error: z.ZodError): Parsed<never> {
  const refusal = inputRefusal(error);
  return {
    ok: false,
    response: apiErrorResponse(c, refusal.status, refusal.error, refusal.message),
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
