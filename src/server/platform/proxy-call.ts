import type { Context } from 'hono';
import type { MatchedOperation } from '../../shared/access';
import type { Endpoint } from '../../shared/endpoint';
import { endpoints } from '../../shared/endpoints';
import { matchOperation } from '../../shared/operation-match';

/** One request under /platform that matched an operation the dashboard forwards. */
export interface ProxyCall {
  c: Context;
  operation: MatchedOperation;
  /** The operation's descriptor: its path parameters, body contract and media types. */
  endpoint: Endpoint;
  method: string;
  /** Path under the API's origin, `/platform` and the query string included, as signed. */
  pathAndQuery: string;
  isRead: boolean;
  /** The request's body, read once; empty for reads. */
  body: string;
}

/**
 * Step one: which allowed operation this is, by method, path and content type. Anything the
 * shared table does not list gets undefined, so the dashboard is never an open signer.
 */
export async function matchCall(c: Context): Promise<ProxyCall | undefined> {
  const url = new URL(c.req.url);
  const method = c.req.method.toUpperCase();
  const operation = matchOperation(
    method,
    url.pathname.slice('/platform'.length),
    c.req.header('content-type'),
  );
  if (operation === undefined) return undefined;
  const isRead = method === 'GET';
  return {
    c,
    operation,
    endpoint: endpoints[operation.name],
    method,
    pathAndQuery: url.pathname + url.search,
    isRead,
    body: isRead ? '' : await c.req.text(),
  };
}

/** The 404 for anything not on the list. */
export function notForwarded(c: Context): Response {
  const path = new URL(c.req.url).pathname;
  return c.json(
    { error: 'not-found', message: `The dashboard does not forward ${c.req.method} ${path}.` },
    404,
  );
}
