import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** Content types the API uses besides plain JSON. */
export const contentTypes = {
  json: 'application/json',
  createOrders: 'application/vnd.create-orders+json',
  coSignOrder: 'application/vnd.co-sign-order+json',
  cancelOrder: 'application/vnd.cancel-order+json',
  enterMasterPassword: 'application/vnd.enter-master-password+json',
} as const;

export type ContentType = (typeof contentTypes)[keyof typeof contentTypes];

/** What a request accepts in answer: a declared media type, or anything (a file's bytes). */
export type AcceptedType = ContentType | '*/*';

/**
 * Describes one API operation. The fetch layer and the sandbox both read it,
 * so a path, a content type or a schema is written down exactly once.
 * `path` is relative to `/platform` and names its parameters as `{name}`.
 */
export interface Endpoint<
  TPath extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  pathParams: TPath;
  query: TQuery;
  body: TBody;
  /** The media type of the request body (and, for a write, which operation it is). */
  contentType: ContentType;
  /**
   * The media type the provider declares for the success answer, sent as `Accept`: a vendor
   * type for bulk creation and the PATCH operations, the any-type wildcard where none is declared.
   * A provider that negotiates strictly answers 406 to anything else.
   */
  accept: AcceptedType;
  /**
   * For a list, the key of the answer that holds it (`orders` of GET /orders): the envelope,
   * which must be there for the answer to be read at all, whatever its items hold.
   */
  listKey?: string;
  response: TResponse;
}

export function defineEndpoint<
  TPath extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType,
>(endpoint: Endpoint<TPath, TQuery, TBody, TResponse>): Endpoint<TPath, TQuery, TBody, TResponse> {
  return endpoint;
}

/**
 * The media-type headers of a request to an operation, as its descriptor declares them. The
 * fetch layer sends them and the server forwards them, so the two cannot disagree.
 */
export function mediaTypeHeaders(endpoint: Pick<Endpoint, 'accept' | 'contentType' | 'body'>): {
  Accept: AcceptedType;
  'Content-Type'?: ContentType;
} {
  return endpoint.body === undefined
    ? { Accept: endpoint.accept }
    : { Accept: endpoint.accept, 'Content-Type': endpoint.contentType };
}

/** Fills `{name}` placeholders, encoding each value. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(value);
  });
}

/** Serialises a query object the way the API expects: arrays comma-joined, empty values dropped. */
export function toQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    let text: string | undefined;
    if (Array.isArray(value)) {
      text = value.length > 0 ? value.map(String).join(',') : undefined;
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      text = value === '' ? undefined : String(value);
    }
    // Commas are legal in a query string; keeping them literal makes URLs readable.
    if (text !== undefined) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%2C/gi, ',')}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
