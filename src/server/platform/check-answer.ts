import { z } from 'zod';
import { errorBodySchema } from '../../shared/api-error';
import type { ProxyCall } from './proxy-call';

/**
 * The most the dashboard relays of one answer: 8 MiB of JSON (a page of 1,000 orders is
 * about 0.8 MB), 64 MiB for a file. Past it the person gets a clear 502, not a stalled page.
 */
export const answerLimits = { json: 8 * 1024 * 1024, file: 64 * 1024 * 1024 } as const;

const problemSchema = z.object({ title: z.string(), detail: z.string().optional() });

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** What the body is, in words, when it is not what was expected. */
function bodyInWords(text: string, contentType: string | null): string {
  if (text.trim() === '') return 'an empty answer';
  if (/^\s*<(!doctype|html|\?xml|head|body)/i.test(text) || /html/i.test(contentType ?? '')) {
    return 'an HTML page';
  }
  return isJsonType(contentType) ? 'text that is not JSON' : `a ${contentType ?? 'untyped'} answer`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Why a 2xx JSON answer cannot be read at all, or undefined when its envelope is sound. */
function envelopeProblem(call: ProxyCall, text: string, contentType: string | null) {
  if (!isJsonType(contentType) || text.trim() === '') return bodyInWords(text, contentType);
  const parsed = parseJson(text);
  if (!parsed.ok) return bodyInWords(text, contentType);
  const { value } = parsed;
  if (value === null) return 'JSON null';
  if (typeof value !== 'object' || Array.isArray(value)) {
    return Array.isArray(value) ? 'a bare list' : `a bare ${typeof value}`;
  }
  const key = call.endpoint.listKey;
  if (key !== undefined && !Array.isArray(Object.getOwnPropertyDescriptor(value, key)?.value)) {
    return `an answer without its list of ${key}`;
  }
  return undefined;
}

/** Told after a write the provider may have carried out: look before sending again. */
function afterWrite(call: ProxyCall): string {
  return call.isRead
    ? ' Try again in a moment; if it persists, the API is not answering as documented.'
    : ' The request may have been carried out: check the orders list before trying again.';
}

function answer(status: number, error: string, message: string, retryAfter?: string | null) {
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (retryAfter) headers.set('retry-after', retryAfter);
  return Response.json({ error, message }, { status, headers });
}

/**
 * The answer step: what the API said reaches the browser only in a shape it can read. Too big
 * an answer, a 2xx that is an HTML page, empty, JSON null or missing its list becomes a 502
 * that says what came back; an error whose body is not the provider's `{error, message}` keeps
 * its status and gets one. A file passes as it came, within its own limit.
 */
export async function checkAnswer(
  call: ProxyCall,
  upstream: Response,
  baseUrl: string,
): Promise<Response> {
  const file = call.endpoint.accept === '*/*';
  const limit = file ? answerLimits.file : answerLimits.json;
  const bytes = await upstream.clone().arrayBuffer();
  const operation = `${call.method} ${new URL(call.c.req.url).pathname}`;
  if (bytes.byteLength > limit) {
    return answer(
      502,
      'upstream-too-large',
      `The custody API's answer to ${operation} was ${megabytes(bytes.byteLength)}, more than the ${megabytes(limit)} the dashboard relays.${afterWrite(call)}`,
    );
  }
  const contentType = upstream.headers.get('content-type');
  if (upstream.ok && file) return upstream;
  const text = new TextDecoder().decode(bytes);
  if (!upstream.ok) {
    const parsed = parseJson(text);
    const body = parsed.ok ? parsed.value : undefined;
    if (errorBodySchema.safeParse(body).success) return upstream;
    const problem = problemSchema.safeParse(body);
    const said = problem.success
      ? `"${[problem.data.title, problem.data.detail].filter(Boolean).join(': ')}"`
      : bodyInWords(text, contentType);
    const where =
      upstream.status === 404 && !problem.success
        ? ` Nothing answers there: check the API base URL (${baseUrl}).`
        : '';
    return answer(
      upstream.status,
      `upstream-${upstream.status}`,
      `The custody API answered ${operation} with ${upstream.status} and ${said}.${where}`,
      upstream.headers.get('retry-after'),
    );
  }
  const problem = envelopeProblem(call, text, contentType);
  if (problem === undefined) return upstream;
  return answer(
    502,
    'upstream-malformed',
    `The custody API answered ${operation} with ${upstream.status} and ${problem}, which the dashboard cannot read.${afterWrite(call)}`,
  );
}
