import type { endpoints } from './endpoints';

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

/**
 * Who may call each of the dashboard's own operations under /api that read what the server
 * keeps for the provider's data: the same people who may read that data from the provider.
 */
export const dashboardOperationRoles = {
  /** GET /api/loans/{loanId}/ltv-history: the LTV readings the server recorded. */
  readLtvHistory: operationRoles.getLoan,
  /** GET /api/loans/ltv-movers: every loan's LTV movement over the last day. */
  readLtvMovers: operationRoles.listLoans,
} as const satisfies Record<string, readonly Role[]>;

export type DashboardOperation = keyof typeof dashboardOperationRoles;

/** Whether someone holding `held` may call one of the dashboard's own operations. */
export function mayUseDashboard(held: readonly Role[], operation: DashboardOperation): boolean {
  return dashboardOperationRoles[operation].some((role) => held.includes(role));
}

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
