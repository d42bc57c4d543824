import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this many bytes compression saves too little to be worth the CPU and header bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What the API answers with: JSON (including the vendor `+json` types) and CSV. An event stream
 * never matches, so Server-Sent Events go out unbuffered, one event at a time.
 */
const COMPRESSIBLE_TYPE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/csv)(?:[;\s]|$)/i;

const compressible = (response: Response) =>
  COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '');

const isDownload = (response: Response) =>
  /^\s*attachment/i.test(response.headers.get('Content-Disposition') ?? '');

/**
 * API answers compressed on the fly (gzip or deflate, as the browser accepts), through Hono's
 * own middleware. Two cases it cannot tell by itself:
 * - A downloaded file is marked `no-transform`: the person gets the provider's exact bytes,
 *   from us and from any proxy on the way (a VPN's included).
 * - Answers without a Content-Length (most JSON here: it is relayed as a stream) are sized by
 *   reading up to the threshold first, so a tiny answer is sent as it is.
 */
export function compressAnswers(threshold = COMPRESSION_THRESHOLD_BYTES): MiddlewareHandler {
  const gzip = compress({ threshold, contentTypeFilter: COMPRESSIBLE_TYPE });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      if (isDownload(c.res)) {
        const cacheControl = c.res.headers.get('Cache-Control');
        c.res.headers.set(
          'Cache-Control',
          cacheControl ? `${cacheControl}, no-transform` : 'no-transform',
        );
        return;
      }
      if (compressible(c.res)) c.res = await sizedWhenSmall(c.res, threshold);
    });
}

/**
 * The same answer, with a Content-Length when its body turns out shorter than `threshold`.
 * A longer body streams on unchanged: the bytes read to find out are sent first.
 */
async function sizedWhenSmall(response: Response, threshold: number): Promise<Response> {
  if (response.headers.has('Content-Length') || response.body === null) return response;
  // Through an identity transform only to give the chunks their type (a body's stream is untyped).
  const reader = response.body
    .pipeThrough(new TransformStream<Uint8Array, Uint8Array>())
    .getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < threshold) {
    const { done, value } = await reader.read();
    if (done) {
      const headers = new Headers(response.headers);
      headers.set('Content-Length', String(size));
      return new Response(Buffer.concat(head), { status: response.status, headers });
    }
    head.push(value);
    size += value.byteLength;
  }
  const replay = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(replay, response);
}
