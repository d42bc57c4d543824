import type { z } from 'zod';
import type { DashboardEndpoint, DashboardPathParams } from '../shared/dashboard-endpoint';
import { fillPath, toQueryString } from '../shared/endpoint';
import { readServerJson } from './server-json';
import { refuseWhileSigningOut } from './signing-out';

/** What a call answers with: JSON the server sends (parsed, or not read here), or nothing. */
type CalledAnswer = z.ZodType | 'json' | 'none';

type AnswerOf<TAnswer> = TAnswer extends z.ZodType
  ? z.output<TAnswer>
  : TAnswer extends 'none'
    ? undefined
    : unknown;

type ParamsOption<TPath extends string> = [keyof DashboardPathParams<TPath>] extends [never]
  ? { params?: undefined }
  : { params: DashboardPathParams<TPath> };
type QueryOption<TQuery> = TQuery extends z.ZodType
  ? { query?: z.output<TQuery> }
  : { query?: undefined };
type BodyOption<TBody> = TBody extends z.ZodType ? { body: z.input<TBody> } : { body?: undefined };

/** A call's parts: the path's values, the query, the body, and what travels beside them. */
export type DashboardCall<TPath extends string, TQuery, TBody> = ParamsOption<TPath> &
  QueryOption<TQuery> &
  BodyOption<TBody> & {
    signal?: AbortSignal;
    /** Extra headers, such as a passkey assertion for a money moment. */
    headers?: Readonly<Record<string, string>>;
  };

/**
 * Calls one operation of the dashboard's own API as its descriptor declares it: the path's
 * placeholders filled, the query appended, the body sent as JSON, and the answer parsed with
 * the descriptor's schema. A refusal rejects with the ApiError its `{error, message}` describes.
 */
export async function callDashboard<
  TPath extends string,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TAnswer extends CalledAnswer,
>(
  endpoint: DashboardEndpoint<TPath, TQuery, TBody, TAnswer>,
  ...[call]: keyof DashboardPathParams<TPath> extends never
    ? TBody extends z.ZodType
      ? [DashboardCall<TPath, TQuery, TBody>]
      : [DashboardCall<TPath, TQuery, TBody>?]
    : [DashboardCall<TPath, TQuery, TBody>]
): Promise<AnswerOf<TAnswer>> {
  const params: Readonly<Record<string, string>> = call?.params ?? {};
  const query: unknown = call?.query;
  const search =
    typeof query === 'object' && query !== null
      ? toQueryString(Object.fromEntries(Object.entries(query)))
      : '';
  const headers: Record<string, string> = { ...call?.headers };
  const init: RequestInit = { method: endpoint.method, signal: call?.signal ?? null, headers };
  if (call?.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  refuseWhileSigningOut();
  const response = await fetch(fillPath(endpoint.path, params) + search, init);
  const json = await readServerJson(response);
  return readAnswer(endpoint.answer, json);
}

function readAnswer<TAnswer extends CalledAnswer>(
  answer: TAnswer,
  json: unknown,
): AnswerOf<TAnswer>;
function readAnswer(answer: CalledAnswer, json: unknown): unknown {
  if (answer === 'none') return undefined;
  if (answer === 'json') return json;
  return answer.parse(json);
}
