import type { z } from 'zod';
import { ApiError, ResponseShapeError, errorBodySchema } from '../shared/api-error';
import { fillPath, mediaTypeHeaders, toQueryString, type Endpoint } from '../shared/endpoint';
import { endpoints } from '../shared/endpoints';
import { budgetNotingFetch } from './provider-budget';
import { refuseWhileSigningOut } from './signing-out';

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
  /**
   * Sends one request and returns its parsed response: the envelope strict, each item and
   * value read on its own as the contract says (`Readable`). Throws ApiError,
   * ResponseShapeError (the envelope is wrong) or NetworkError.
   */
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

/** A write can take effect even when its answer is unreadable; a read or a dry run cannot. */
function changesSomething(endpoint: Endpoint): boolean {
  return endpoint.method !== 'GET' && endpoint.path !== endpoints.dryRunOrder.path;
}

/**
 * The largest answer the browser reads: a page of 1,000 orders is a few MB. Past it the
 * answer is refused in words rather than left to freeze the tab.
 */
export const maxAnswerBytes = 8 * 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Words for what is wrong with an answer's envelope, for an operator rather than a developer. */
function envelopeIssues(json: unknown, error: z.ZodError): string {
  if (json === null) return 'the answer was JSON null instead of data';
  if (typeof json !== 'object') return `the answer was a ${typeof json} instead of an object`;
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.join('.');
      if (issue.code === 'invalid_type' && issue.expected === 'array') {
        return `the list “${where}” is missing from the answer`;
      }
      return `${where || 'the answer'}: ${issue.message}`;
    })
    .join('; ');
}

function parseResponse<S extends z.ZodType>(
  schema: S,
  json: unknown,
  path: string,
  write: boolean,
): z.output<S> {
  const result = schema.safeParse(json);
  if (!result.success)
    throw new ResponseShapeError(path, envelopeIssues(json, result.error), write);
  return result.data;
}

/**
 * The JSON of a 2xx answer, or a ResponseShapeError saying in words what came instead: an
 * empty body, an HTML page (a proxy's or a crashed gateway's), other text, or too much.
 */
async function readJson(response: Response, path: string, write: boolean): Promise<unknown> {
  const refuse = (issues: string) => new ResponseShapeError(path, issues, write);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxAnswerBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw refuse(
      `the answer is ${megabytes(declared)}, more than the ${megabytes(maxAnswerBytes)} this dashboard reads`,
    );
  }
  const text = await response.text().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw refuse('the answer broke off before its end');
  });
  if (text.length > maxAnswerBytes) {
    throw refuse(
      `the answer is ${megabytes(text.length)}, more than the ${megabytes(maxAnswerBytes)} this dashboard reads`,
    );
  }
  if (text.trim() === '') throw refuse('the answer was empty');
  try {
    return JSON.parse(text);
  } catch {
    throw refuse(
      /^\s*</.test(text)
        ? 'the answer was a web page (HTML) instead of data, as a proxy or gateway error page is'
        : 'the answer was not JSON',
    );
  }
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
      const write = changesSomething(endpoint);
      const json = await readJson(response, endpoint.path, write);
      return parseResponse<E['response']>(endpoint.response, json, endpoint.path, write);
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
export const apiClient = createApiClient(
  budgetNotingFetch(async (input, init) => {
    refuseWhileSigningOut();
    return fetch(input, init);
  }),
);
