import type { HttpMethod } from './endpoint';
import { endpoints } from './endpoints';

/** What a person may do in the dashboard; one person may hold several. */
export const roles = ['viewer', 'treasury', 'approver', 'admin'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  viewer: 'Viewer',
  treasury: 'Treasury',
  approver: 'Approver',
  admin: 'Administrator',
};

type EndpointName = keyof typeof endpoints;

const anyone: readonly Role[] = roles;

/**
 * Who may call each API operation through the dashboard. The server refuses
 * anything else under /platform, and the UI reads the same table to disable
 * what a person's roles do not allow (and say why). Reads are open to every
 * role; writes belong to the role whose job they are.
 */
export const operationRoles: Record<EndpointName, readonly Role[]> = {
  listOrders: anyone,
  getOrder: anyone,
  createOrder: ['treasury'],
  createOrdersInBulk: ['treasury'],
  dryRunOrder: ['treasury'],
  coSignOrder: ['approver'],
  // Only the order's creator, which the provider checks: the role is the dashboard's half.
  cancelOrder: ['treasury'],
  enterMasterPassword: ['approver'],
  listClearLoopExchanges: anyone,
  getClearLoopExchange: anyone,
  listSettlements: anyone,
  getSettlement: anyone,
  listLoans: anyone,
  getLoan: anyone,
  listPortfolios: anyone,
  listWallets: anyone,
  listCurrencies: anyone,
  listCryptoAddresses: anyone,
  listOrganizations: anyone,
  listOrganizationMembers: anyone,
  listCounterparties: anyone,
  // The organization's whole feed: for those who oversee everyone, as the dashboard's own log.
  listActivities: ['viewer', 'admin'],
  downloadFile: anyone,
};

/** Whether someone holding `held` may call the operation. */
export function mayCall(held: readonly Role[], operation: EndpointName): boolean {
  return operationRoles[operation].some((role) => held.includes(role));
}

/** The roles an operation needs, in words: "treasury", "approver or admin". */
export function requiredRolesText(operation: EndpointName): string {
  return operationRoles[operation].map((role) => roleLabels[role].toLowerCase()).join(' or ');
}

export interface MatchedOperation {
  name: EndpointName;
  /** Path parameters by name, as sent (still URL-encoded). */
  params: Record<string, string>;
}

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
