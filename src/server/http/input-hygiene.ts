import type { Context, MiddlewareHandler } from 'hono';
import { unstorableText } from '../../shared/contracts/request-limits';
import {
  fieldName,
  findUnstorable,
  jsonNestsDeeperThan,
  maxJsonDepth,
  unsingleLineText,
} from '../../shared/contracts/storable-input';

/** What was wrong with a request, naming where. */
export interface InputProblem {
  field: string;
  problem: string;
}

const notPercentEncoded = 'is not valid percent-encoded UTF-8';

/** Percent-decodes strictly: a malformed escape or bytes that are not UTF-8 are a problem, not a guess. */
function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** `a=1&b=2` (a query string or a form body): every name and value decoded and single-line. */
function pairsProblem(text: string): InputProblem | undefined {
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const rawName = split === -1 ? pair : pair.slice(0, split);
    const name = decoded(rawName);
    const field = name === undefined ? '(a field name)' : fieldName(name);
    const value = split === -1 ? '' : decoded(pair.slice(split + 1));
    if (name === undefined || value === undefined) return { field, problem: notPercentEncoded };
    const problem = unsingleLineText(name) ?? unsingleLineText(value);
    if (problem !== undefined) return { field, problem };
  }
  return undefined;
}

function pathProblem(pathname: string): InputProblem | undefined {
  for (const segment of pathname.split('/')) {
    const text = decoded(segment);
    if (text === undefined) return { field: 'path', problem: notPercentEncoded };
    const problem = unsingleLineText(text);
    if (problem !== undefined) return { field: 'path', problem };
  }
  return undefined;
}

function jsonProblem(text: string): InputProblem | undefined {
  if (jsonNestsDeeperThan(text)) {
    return {
      field: 'body',
      problem: `nests deeper than ${maxJsonDepth} levels of arrays and objects`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // Not JSON: the route says what it expected.
  }
  const found = findUnstorable(value);
  return found === undefined
    ? undefined
    : { field: found.field === '' ? 'body' : found.field, problem: found.problem };
}

/** oidc-provider reads the body of its own endpoints from the socket: it must stay unread. */
function bodyReadByProvider(pathname: string): boolean {
  return pathname.startsWith('/idp/') && !pathname.startsWith('/idp/interaction/');
}

async function bodyProblem(c: Context, pathname: string): Promise<InputProblem | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || bodyReadByProvider(pathname)) {
    return undefined;
  }
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    for (const [name, value] of Object.entries(await c.req.parseBody({ all: true }))) {
      for (const text of [name, ...[value].flat()].filter((item) => typeof item === 'string')) {
        const problem = unstorableText(text) ?? unsingleLineText(text);
        if (problem !== undefined) return { field: fieldName(name), problem };
      }
    }
    return undefined;
  }
  const text = await c.req.text();
  if (type === 'application/x-www-form-urlencoded') return pairsProblem(text);
  const raw = unstorableText(text);
  if (raw !== undefined) return { field: 'body', problem: raw };
  return /^\s*[[{]/.test(text) ? jsonProblem(text) : undefined;
}

/** The first thing in a request's path, query or body the server could not safely keep or use. */
export async function inputProblem(c: Context): Promise<InputProblem | undefined> {
  const url = new URL(c.req.url);
  return (
    pathProblem(url.pathname) ??
    pairsProblem(url.search.slice(1)) ??
    (await bodyProblem(c, url.pathname))
  );
}

/**
 * Every request, on every surface, before anything reads it: text the store cannot hold (NUL,
 * unpaired surrogates), line breaks where a single line belongs (a path, a query parameter, a
 * form field) and JSON nested past any real request answer 400 `bad-request` naming the field.
 * Before, such input reached SQL, a header or a recursive walk and came back as a 5xx (a NUL in
 * an order's amount was "activity log unavailable"). Only what passes here reaches the audit log.
 */
export function inputHygiene(
  refused?: (problem: InputProblem, c: Context) => Promise<unknown>,
): MiddlewareHandler {
  return async (c, next) => {
    const found = await inputProblem(c);
    if (found === undefined) return next();
    await refused?.(found, c);
    return c.json({ error: 'bad-request', message: `${found.field}: ${found.problem}` }, 400);
  };
}
