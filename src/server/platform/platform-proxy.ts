import type { Context } from 'hono';
import { signedHeaders, type Credentials } from './signing';

/** Sends a signed request to the API (the in-process sandbox or the upstream). */
export type PlatformTransport = (request: Request) => Promise<Response>;

const forwardedRequestHeaders = ['content-type', 'accept'];
const forwardedResponseHeaders = ['content-type', 'content-disposition', 'retry-after'];

/**
 * Forwards a browser request under /platform to the API, signed with the
 * acting identity's credentials. The secret is used here and never leaves
 * the server.
 */
export async function forwardSigned(
  c: Context,
  credentials: Credentials,
  baseUrl: string,
  transport: PlatformTransport,
): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname + url.search;
  const method = c.req.method.toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? '' : await c.req.text();
  const headers = new Headers(signedHeaders(credentials, { method, path, body }));
  for (const name of forwardedRequestHeaders) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const upstream = await transport(
    new Request(new URL(path, baseUrl), { method, headers, body: body === '' ? null : body }),
  );
  const responseHeaders = new Headers({ 'cache-control': 'no-store' });
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
