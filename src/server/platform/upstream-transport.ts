import { Agent, fetch as undiciFetch } from 'undici';
import type { PlatformTransport } from './forward-request';

/** How long the upstream may take: to accept a connection, and to answer in full. */
export interface UpstreamTimeouts {
  connectTimeoutMs: number;
  timeoutMs: number;
}

/** The upstream's answer, read in full. */
export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

export interface UpstreamRequest {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
}

/** Sends one request and reads its answer; rejects on any failure, or when `signal` aborts. */
export type UpstreamSend = (
  request: UpstreamRequest,
  signal: AbortSignal,
) => Promise<UpstreamAnswer>;

type Failure = 'refused' | 'connect-timeout' | 'timeout' | 'broken' | 'too-large';

/**
 * The most of one answer read into memory, whatever the operation: the answer step applies
 * each operation's own, smaller limit. Past this the read stops and the connection is dropped.
 */
export const answerReadLimitBytes = 64 * 1024 * 1024;

class AnswerTooLarge extends Error {
  readonly code = 'ANSWER_TOO_LARGE';
}

/** Reads a body up to `limit` bytes; rejects with AnswerTooLarge past it, without reading on. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (body === null) return new ArrayBuffer(0);
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new AnswerTooLarge(`answer over ${limit} bytes`);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole.buffer;
}

/** Codes of a connection that was never made: nothing of the request reached the upstream. */
const refusedCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function errorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = current.cause;
  }
  return undefined;
}

function classify(error: unknown, signal: AbortSignal): Failure {
  if (signal.aborted) return 'timeout';
  const code = errorCode(error);
  if (code === 'ANSWER_TOO_LARGE') return 'too-large';
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return 'connect-timeout';
  if (code !== undefined && refusedCodes.has(code)) return 'refused';
  return 'broken';
}

/** A connection that was never made can be tried again: the upstream saw nothing. */
const neverConnected = (failure: Failure) => failure === 'refused' || failure === 'connect-timeout';

function seconds(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/**
 * What a person reads when the upstream fails. After a write went out, nobody
 * can tell whether the order was placed: the message says so, and how to find
 * out, instead of inviting a blind retry.
 */
function failureResponse(failure: Failure, method: string, timeouts: UpstreamTimeouts): Response {
  const write = method !== 'GET' && method !== 'HEAD';
  const unsent = write
    ? ' The request was not sent, so nothing changed: try again.'
    : ' Try again in a moment.';
  const unknown = write
    ? ' It may or may not have been carried out: check the orders list before trying again (an order sent again with the same externalOrderId is refused as a duplicate, never placed twice).'
    : ' Try again in a moment.';
  const answer = (status: 502 | 504, error: string, message: string) =>
    Response.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } });
  switch (failure) {
    case 'refused':
      return answer(502, 'upstream-unavailable', `The custody API cannot be reached.${unsent}`);
    case 'connect-timeout':
      return answer(
        504,
        'upstream-timeout',
        `The custody API did not accept a connection within ${seconds(timeouts.connectTimeoutMs)}.${unsent}`,
      );
    case 'timeout':
      return answer(
        504,
        'upstream-timeout',
        `The custody API did not answer within ${seconds(timeouts.timeoutMs)}.${unknown}`,
      );
    case 'too-large':
      return answer(
        502,
        'upstream-too-large',
        `The custody API's answer was larger than the ${answerReadLimitBytes / 1024 / 1024} MB the dashboard reads.${write ? ' The request may have been carried out: check the orders list before trying again.' : ' Ask for less at a time.'}`,
      );
    case 'broken':
      return answer(
        502,
        'upstream-unavailable',
        `The connection to the custody API broke before its answer arrived.${unknown}`,
      );
  }
}

/** undici's fetch with a connect timeout of its own (the global fetch has none to set). */
export function undiciSend(
  { connectTimeoutMs }: Pick<UpstreamTimeouts, 'connectTimeoutMs'>,
  readLimitBytes = answerReadLimitBytes,
): UpstreamSend {
  const dispatcher = new Agent({ connect: { timeout: connectTimeoutMs } });
  return async (request, signal) => {
    const response = await undiciFetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      body: request.body ?? null,
      signal,
      dispatcher,
    });
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > readLimitBytes) {
      await response.body?.cancel();
      throw new AnswerTooLarge(`answer of ${declared} bytes`);
    }
    const body = await readCapped(response.body, readLimitBytes);
    return { status: response.status, headers: new Headers([...response.headers]), body };
  };
}

/**
 * The transport to the provider's API. The whole exchange, answer included,
 * has `timeoutMs`; the answer is read in full before it is relayed, so a
 * connection reset mid-body becomes a clear 502 rather than a truncated 200.
 * A GET whose connection was never made is tried once more; a POST or PATCH
 * never is, here: whether to send a write again is the person's decision.
 */
export function upstreamTransport(
  timeouts: UpstreamTimeouts,
  send: UpstreamSend = undiciSend(timeouts),
): PlatformTransport {
  return async (request) => {
    const method = request.method.toUpperCase();
    const outgoing: UpstreamRequest = {
      url: request.url,
      method,
      headers: request.headers,
      body: request.body === null ? undefined : await request.arrayBuffer(),
    };
    const signal = AbortSignal.timeout(timeouts.timeoutMs);
    const attempts = method === 'GET' || method === 'HEAD' ? 2 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await send(outgoing, signal);
        return new Response(answer.body, { status: answer.status, headers: answer.headers });
      } catch (error) {
        const failure = classify(error, signal);
        if (neverConnected(failure) && attempt < attempts && !signal.aborted) continue;
        const path = new URL(request.url).pathname;
        console.error(
          `Upstream ${method} ${path} failed (${failure}): ${errorCode(error) ?? 'no code'}`,
        );
        return failureResponse(failure, method, timeouts);
      }
    }
  };
}
