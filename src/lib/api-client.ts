import type { z } from 'zod';
import { ApiError, ResponseShapeError, errorBodySchema } from '../shared/api-error';
import { fillPath, mediaTypeHeaders, toQueryString, type Endpoint } from '../shared/endpoint';
import { budgetNotingFetch } from './provider-budget';

/** The request could not reach the server at all (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(readonly path: string) {
    super(`Could not reach the server for ${path}. Check the connection and try again.`);
  }
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** Arguments an endpoint needs: `path`, `query` and `body` only where it declares them. */
export type RequestArgs<E extends Endpoint> = (E['pathParams'] extends z.ZodType
  ? { path: InputOf<E['pathParams']> }
  : { path?: never }) &
  (E['query'] extends z.ZodType ? { query: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never }) & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. a passkey assertion for a money moment. */
    headers?: Record<string, string>;
  };

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export interface ApiClient {
  /** Sends one request and returns its parsed response. Throws ApiError, ResponseShapeError or NetworkError. */
  request<E extends Endpoint>(endpoint: E, args: RequestArgs<E>): Promise<z.output<E['response']>>;
  /** Downloads a file endpoint as a blob with the filename the server gives. */
  download<E extends Endpoint>(endpoint: E, args: RequestArgs<E>): Promise<DownloadedFile>;
}

const BASE_PATH = '/platform';

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const detail = result.error.issues
      .map((issue) => `${issue.path.join('.') || what}: ${issue.message}`)
      .join('; ');
    throw new TypeError(`Invalid ${what}: ${detail}`);
  }
  return result.data;
}

interface LooseArgs {
  path?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function entriesOf(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null ? Object.entries(value) : [];
}

function buildUrl(endpoint: Endpoint, args: LooseArgs): string {
  const pathParams: Record<string, string> = {};
  if (endpoint.pathParams) {
    for (const [key, value] of entriesOf(
      parseOrThrow(endpoint.pathParams, args.path, 'path parameters'),
    )) {
      if (typeof value === 'string') pathParams[key] = value;
    }
  }
  const query = endpoint.query
    ? Object.fromEntries(entriesOf(parseOrThrow(endpoint.query, args.query, 'query')))
    : undefined;
  return BASE_PATH + fillPath(endpoint.path, pathParams) + toQueryString(query);
}

function parseResponse<S extends z.ZodType>(schema: S, json: unknown, path: string): z.output<S> {
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ResponseShapeError(path, issues);
  }
  return result.data;
}

/**
 * `Retry-After` in its seconds form (a non-negative integer). The HTTP-date form and
 * anything malformed give undefined, so the caller's own backoff applies.
 */
export function parseRetryAfter(header: string | null): number | undefined {
  const value = header?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy or crash page: fall through to a generic message.
  }
  const body = errorBodySchema.safeParse(json);
  if (body.success) {
    return new ApiError(response.status, body.data.error, body.data.message, retryAfter);
  }
  return new ApiError(
    response.status,
    `http-${response.status}`,
    `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
    retryAfter,
  );
}

/** Reads `filename*=UTF-8''…` or `filename="…"`, and strips anything that could form a path. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const extended = header ? /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1] : undefined;
  const plain = header ? /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1] : undefined;
  let name = plain;
  if (extended) {
    try {
      name = decodeURIComponent(extended);
    } catch {
      name = plain;
    }
  }
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const safe = (name ?? '').replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return safe === '' || safe === '.' || safe === '..' ? fallback : safe;
}

/**
 * A write's body exactly as the client sends it: checked against the contract, then
 * serialised. A passkey challenge binds these very bytes.
 */
export function requestBodyText(endpoint: Endpoint, body: unknown): string {
  if (!endpoint.body) throw new TypeError(`${endpoint.path} takes no body`);
  return JSON.stringify(parseOrThrow(endpoint.body, body, 'request body'));
}

export function createApiClient(fetchImpl: typeof fetch): ApiClient {
  async function send(endpoint: Endpoint, args: LooseArgs): Promise<Response> {
    const url = buildUrl(endpoint, args);
    const body = endpoint.body ? requestBodyText(endpoint, args.body) : undefined;
    const init: RequestInit = {
      method: endpoint.method,
      headers: { ...args.headers, ...mediaTypeHeaders(endpoint) },
      credentials: 'same-origin',
    };
    if (body !== undefined) init.body = body;
    if (args.signal) init.signal = args.signal;
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(endpoint.path);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  return {
    async request<E extends Endpoint>(
      endpoint: E,
      args: RequestArgs<E>,
    ): Promise<z.output<E['response']>> {
      const response = await send(endpoint, args);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new ResponseShapeError(endpoint.path, 'the body is not JSON');
      }
      return parseResponse<E['response']>(endpoint.response, json, endpoint.path);
    },
    async download(endpoint, args) {
      const response = await send(endpoint, args);
      const fallback =
        entriesOf(args.path)
          .map(([, value]) => String(value))
          .join('-') || 'download';
      return {
        blob: await response.blob(),
        filename: filenameFromDisposition(response.headers.get('content-disposition'), fallback),
      };
    },
  };
}

/**
 * The app's client: same-origin requests to our server, which signs them. Each answer's word
 * on the provider's request budget is noted, so timers slow down before a 429.
 */
export const apiClient = createApiClient(budgetNotingFetch((input, init) => fetch(input, init)));
