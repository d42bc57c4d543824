import { toQueryString } from '../shared/endpoint';

/**
 * The router's URL format: plain `key=value` pairs with lists comma-joined,
 * exactly the API's own parameter format, so a view's URL reads like its request.
 * Route `validateSearch` schemas turn the strings into typed values.
 */
export function parseSearchParams(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    result[key] = value;
  }
  return result;
}

export function stringifySearchParams(search: Record<string, unknown>): string {
  return toQueryString(search);
}
