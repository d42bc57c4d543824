import type { z } from 'zod';
import { fillPath, toQueryString } from './endpoint';

export type DashboardMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an operation of the dashboard's own API answers on success: JSON its schema reads, JSON
 * nothing on the browser reads (`json`), no body (`none`, 204), a CSV file, or a stream of
 * Server-Sent Events.
 */
export type DashboardAnswer = z.ZodType | 'json' | 'none' | 'csv' | 'event-stream';

/**
 * Describes one operation of the dashboard's own API under /api. The browser calls it and the
 * server registers it from this one description, and the role table names it, so a path is
 * written down once. `path` is absolute and names its parameters as `{name}`.
 */
export interface DashboardEndpoint<
  TPath extends string = string,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TAnswer extends DashboardAnswer = DashboardAnswer,
> {
  method: DashboardMethod;
  path: TPath;
  query: TQuery;
  body: TBody;
  answer: TAnswer;
}

export function defineDashboardEndpoint<
  TPath extends `/api/${string}`,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TAnswer extends DashboardAnswer,
>(
  endpoint: DashboardEndpoint<TPath, TQuery, TBody, TAnswer>,
): DashboardEndpoint<TPath, TQuery, TBody, TAnswer> {
  return endpoint;
}

/** A read: GET, with a query when it takes one. */
export function dashboardRead<
  TPath extends `/api/${string}`,
  TAnswer extends DashboardAnswer,
  TQuery extends z.ZodType | undefined = undefined,
>(path: TPath, answer: TAnswer, query?: TQuery) {
  return defineDashboardEndpoint({
    method: 'GET',
    path,
    query: query as TQuery,
    body: undefined,
    answer,
  });
}

/** A write: its method, and the JSON body it takes when it takes one. */
export function dashboardWrite<
  TPath extends `/api/${string}`,
  TAnswer extends DashboardAnswer,
  TBody extends z.ZodType | undefined = undefined,
>(method: Exclude<DashboardMethod, 'GET'>, path: TPath, answer: TAnswer, body?: TBody) {
  return defineDashboardEndpoint({ method, path, query: undefined, body: body as TBody, answer });
}

/** The `{name}` placeholders of a path, as a union of names. */
type ParamNames<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values a path's placeholders take. */
export type DashboardPathParams<TPath extends string> = Record<ParamNames<TPath>, string>;

/** A path as Hono routes it, `{name}` as `:name`, so a route's parameters keep their names. */
export type HonoPath<TPath extends string> =
  TPath extends `${infer Head}{${infer Name}}${infer Rest}`
    ? `${Head}:${Name}${HonoPath<Rest>}`
    : TPath;

/** The path as Hono routes it: `{name}` becomes `:name`. */
export function honoPath<TPath extends string>(path: TPath): HonoPath<TPath> {
  const routed: string = path.replace(/\{(\w+)\}/g, ':$1');
  return routed as HonoPath<TPath>;
}

/** The URL the browser requests: placeholders filled and encoded, the query appended. */
export function dashboardUrl<TPath extends string>(
  endpoint: Pick<DashboardEndpoint<TPath>, 'path'>,
  params: DashboardPathParams<TPath>,
  query?: Readonly<Record<string, unknown>>,
): string {
  return fillPath(endpoint.path, params) + toQueryString(query);
}
