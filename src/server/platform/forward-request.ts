import { mediaTypeHeaders, type Endpoint } from '../../shared/endpoint';
import type { Signer } from './choose-signer';
import { platformUrl } from './platform-url';
import type { ProxyCall } from './proxy-call';
import { signedHeaders, type Credentials } from './signing';

/** Sends a signed request to the API (the in-process sandbox or the upstream). */
export type PlatformTransport = (request: Request) => Promise<Response>;

/** Where signed requests go: the API's origin (with any path prefix) and how to reach it. */
export interface PlatformTarget {
  baseUrl: string;
  transport: PlatformTransport;
}

const forwardedResponseHeaders = ['content-type', 'content-disposition', 'retry-after'];

/**
 * One request to the API under `/platform`, signed with `credentials`, with the media types
 * its operation's descriptor declares (never what the browser asked for).
 */
export async function signedRequest(
  target: PlatformTarget,
  credentials: Credentials,
  request: { method: string; path: string; body?: string; endpoint: Endpoint },
): Promise<Response> {
  const method = request.method.toUpperCase();
  const body = request.body ?? '';
  const { url, signedPath } = platformUrl(target.baseUrl, request.path);
  const headers = new Headers(signedHeaders(credentials, { method, path: signedPath, body }));
  for (const [name, value] of Object.entries(mediaTypeHeaders(request.endpoint))) {
    headers.set(name, value);
  }
  return target.transport(new Request(url, { method, headers, body: body === '' ? null : body }));
}

/**
 * The sign-and-forward step: the request goes to the API signed with the chosen key (the
 * secret is used here and never leaves the server), or, when a script signed it itself, as it
 * came, for the sandbox to verify as the provider would.
 */
export async function forwardCall(
  call: ProxyCall,
  signer: Signer,
  target: PlatformTarget,
): Promise<Response> {
  if (signer.kind === 'script') {
    // Its signature covers the path exactly as it sent it.
    const sent = new URL(call.c.req.url);
    return relayed(
      await target.transport(
        new Request(new URL(sent.pathname + sent.search, target.baseUrl), {
          method: call.method,
          headers: call.c.req.raw.headers,
          ...(call.isRead ? {} : { body: call.body }),
        }),
      ),
    );
  }
  return relayed(
    await signedRequest(target, signer.credentials, {
      method: call.method,
      path: call.pathAndQuery,
      body: call.body,
      endpoint: call.endpoint,
    }),
  );
}

/**
 * The API's answer as the browser gets it: its body and only the headers that
 * matter. The body goes out as one buffer with its length: relayed as a stream
 * it left in many small writes, a tenth of the server's time under load.
 */
export async function relayed(upstream: Response): Promise<Response> {
  const responseHeaders = new Headers({ 'cache-control': 'no-store' });
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const body = await upstream.arrayBuffer();
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}
