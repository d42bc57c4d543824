import type { MatchedOperation } from './access';
import type { HttpMethod } from './endpoint';
import { endpoints } from './endpoints';

type EndpointName = keyof typeof endpoints;

function pathPattern(template: string): RegExp {
  const source = template
    // Stryker disable next-line Regex,StringLiteral: equivalent while no endpoint path holds a regex character; kept so one that does matches literally
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

const patterns = Object.entries(endpoints).map(([name, endpoint]) => ({
  name: name as EndpointName,
  method: endpoint.method,
  contentType: endpoint.contentType,
  pattern: pathPattern(endpoint.path),
  hasBody: endpoint.body !== undefined,
}));

/**
 * The operation a request is, from its method, path (relative to /platform,
 * without the query) and, for a write, its content type: operations sharing a
 * method and path (PATCH /orders/{id}) are told apart by it, as the provider does.
 */
export function matchOperation(
  method: string,
  path: string,
  contentType: string | undefined,
): MatchedOperation | undefined {
  const upper = method.toUpperCase() as HttpMethod;
  // Stryker disable next-line StringLiteral: equivalent, a missing type and a placeholder both match no write, and split() always has a first part
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  for (const entry of patterns) {
    if (entry.method !== upper) continue;
    const match = entry.pattern.exec(path);
    if (match === null) continue;
    // A write is only the operation its content type declares (PATCH /orders/{id} is several).
    if (entry.hasBody && entry.contentType !== type) continue;
    return { name: entry.name, params: { ...match.groups } };
  }
  return undefined;
}
