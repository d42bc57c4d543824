import type { Hono } from 'hono';
import { errorBodySchema } from '../../shared/api-error';
import { providerSignature } from '../http/provider-signature';
import { findIdentityById } from '../identities';

/** Signed calls to an in-process sandbox as one of the demo identities, for tests and the benchmark. */
export interface SandboxCall {
  as?: string;
  method?: string;
  body?: unknown;
  /** The body exactly as sent, for input JSON.stringify cannot make (broken JSON). */
  rawBody?: string;
  contentType?: string;
  /** The Accept header, for endpoints that answer in more than one format. */
  accept?: string;
}

export function sandboxClient(app: Pick<Hono, 'request'>) {
  async function call(path: string, options: SandboxCall = {}): Promise<Response> {
    const identity = findIdentityById(options.as ?? 'treasury');
    if (identity === undefined) throw new Error(`No identity ${options.as}`);
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    const method = options.method ?? (hasBody ? 'POST' : 'GET');
    const body =
      options.rawBody ?? (options.body === undefined ? '' : JSON.stringify(options.body));
    const fullPath = `/platform${path}`;
    const timestamp = String(Date.now());
    const headers: Record<string, string> = {
      Authorization: `ApiKey ${identity.apiKey}`,
      'X-Timestamp': timestamp,
      'X-Signature': providerSignature(identity.apiSecret, {
        timestamp,
        method,
        path: fullPath,
        body,
      }),
    };
    if (hasBody) headers['Content-Type'] = options.contentType ?? 'application/json';
    if (options.accept !== undefined) headers.Accept = options.accept;
    return app.request(`http://sandbox.internal${fullPath}`, {
      method,
      headers,
      ...(body === '' ? {} : { body }),
    });
  }

  /** Calls and returns the parsed JSON, failing loudly on a status other than `expected`. */
  async function json(path: string, options: SandboxCall = {}, expected = 200): Promise<unknown> {
    const response = await call(path, options);
    const text = await response.text();
    if (response.status !== expected) {
      throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    }
    return JSON.parse(text);
  }

  /** Calls and returns status and error code of a refusal. */
  async function refusal(path: string, options: SandboxCall = {}) {
    const response = await call(path, options);
    const body = errorBodySchema.parse(await response.json());
    return { status: response.status, error: body.error, message: body.message };
  }

  return { call, json, refusal };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;
