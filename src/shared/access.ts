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
  listActiveStakes: anyone,
  listPendingStakes: anyone,
  listOutstandingStakes: anyone,
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
  /** GET /api/wallets/{walletId}/balance-history: the balances the server recorded. */
  readBalanceHistory: operationRoles.listWallets,
  /** GET /api/contract-abis: reviewers decode smart-contract calls with them. */
  readContractAbis: operationRoles.getOrder,
  /**
   * /api/alert-rules and /api/risk-alerts: a person's own risk alerts, for those with risk
   * oversight (the risk analyst reads; an administrator oversees everything).
   */
  useRiskAlerts: ['viewer', 'admin'],
  /**
   * GET /api/risk-alerts and dismissing one: the alerts raised for a person, by their risk
   * rules or by the balance minimums they set.
   */
  readOwnAlerts: ['viewer', 'treasury', 'admin'],
  /** GET /api/balance-minimums: the minimums and who is under theirs, as wallets are read. */
  readBalanceMinimums: operationRoles.listWallets,
  /**
   * PUT and DELETE /api/balance-minimums: keeping wallets funded is treasury's job, so treasury
   * sets minimums, and an administrator, who oversees everything, may correct them.
   */
  setBalanceMinimums: ['treasury', 'admin'],
  /**
   * /api/admin/*: sessions, sign-in throttles and people (GET /api/admin/people; POST
   * /api/admin/people; PUT /api/admin/people/{subject}/roles; POST
   * /api/admin/people/{subject}/deactivate and …/password).
   */
  administer: ['admin'],
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

/** "viewer or administrator": who may call one of the dashboard's own operations, in words. */
export function dashboardRolesInWords(operation: DashboardOperation): string {
  return dashboardOperationRoles[operation]
    .map((role) => roleLabels[role].toLowerCase())
    .join(' or ');
}
