import { fillPath } from '../../shared/endpoint';
import { inputRefusal } from '../../shared/request-issues';
import type { ProxyCall } from './proxy-call';
import type { Refusal } from './proxy-ports';

/**
 * The path step: each path parameter is decoded and checked against its descriptor's format
 * before anything is signed, and the path is rebuilt from the checked values. An id is one
 * path segment, so `..%2F` (or a `/`, a backslash, a second layer of encoding) never reaches
 * the provider under someone's signature.
 */
export function checkPathParams(
  call: ProxyCall,
): { ok: true; pathAndQuery: string } | { ok: false; refusal: Refusal } {
  const schema = call.endpoint.pathParams;
  if (schema === undefined) return { ok: true, pathAndQuery: call.pathAndQuery };
  const decoded: Record<string, string> = {};
  for (const [name, raw] of Object.entries(call.operation.params)) {
    try {
      decoded[name] = decodeURIComponent(raw);
    } catch {
      return {
        ok: false,
        refusal: {
          status: 400,
          error: 'bad-request',
          message: `${name}: not a valid URL encoding`,
        },
      };
    }
  }
  const checked = schema.safeParse(decoded);
  if (!checked.success) return { ok: false, refusal: inputRefusal(checked.error) };
  const query = call.pathAndQuery.includes('?')
    ? call.pathAndQuery.slice(call.pathAndQuery.indexOf('?'))
    : '';
  return { ok: true, pathAndQuery: `/platform${fillPath(call.endpoint.path, decoded)}${query}` };
}
