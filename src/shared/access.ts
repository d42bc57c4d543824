import type { DashboardOperationName } from './dashboard-endpoints';
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

/** Any signed-in person, whatever roles they hold (none included): their own things. */
export const anySignedIn = 'any signed-in person';
/** Answers without a session too: asking whether one is signed in is not a refusal. */
export const withoutSession = 'anyone, signed in or not';
export type DashboardAccess = readonly Role[] | typeof anySignedIn | typeof withoutSession;

const administrators: readonly Role[] = ['admin'];
/** Risk oversight: the risk analyst reads; an administrator oversees everything. */
const riskOverseers: readonly Role[] = ['viewer', 'admin'];

/**
 * Who may call each of the dashboard's own operations under /api. The server registers no
 * route without an entry here and refuses everyone else with 403; the UI reads the same table.
 */
export const dashboardOperationRoles: Record<DashboardOperationName, DashboardAccess> = {
  readSession: withoutSession,
  // A person's own session, key, identity, passkeys, notices and notifications are theirs.
  reportActivity: anySignedIn,
  readCredentials: anySignedIn,
  saveCredentials: anySignedIn,
  removeCredentials: anySignedIn,
  readIdentity: anySignedIn,
  confirmIdentity: anySignedIn,
  forgetIdentity: anySignedIn,
  // Every page that reads loans, members or activity needs to know which organization is served.
  readServedOrganization: anySignedIn,
  // It decides whose data everyone sees: an administrator's choice.
  chooseOrganization: administrators,
  listApiKeyNotices: anySignedIn,
  dismissApiKeyNotice: anySignedIn,
  requestStepUp: anySignedIn,
  listPasskeys: anySignedIn,
  startPasskeyRegistration: anySignedIn,
  addPasskey: anySignedIn,
  removePasskey: anySignedIn,
  listNotifications: anySignedIn,
  markNotificationsRead: anySignedIn,
  setNotificationSettings: anySignedIn,
  // Each event is filtered by the roles of who listens (`mayReceive`), not the stream itself.
  streamLiveEvents: anySignedIn,
  // Everyone reads their own record; who reads everyone's is `mayReadEveryonesActivity`.
  listActivity: anySignedIn,
  exportActivity: anySignedIn,
  listActivityPeople: anySignedIn,
  // Sessions, sign-in throttles, people, grants and API keys: administrators only.
  listSignInThrottles: administrators,
  clearSignInThrottles: administrators,
  listLiveSessions: administrators,
  endSession: administrators,
  endPersonSessions: administrators,
  listPeople: administrators,
  addPerson: administrators,
  changePersonRoles: administrators,
  deactivatePerson: administrators,
  resetPersonPassword: administrators,
  listApiKeyHolders: administrators,
  revokeApiKey: administrators,
  listRoleGrants: administrators,
  approveRoleGrant: administrators,
  declineRoleGrant: administrators,
  // A person's own risk alert rules: for those with risk oversight.
  listAlertRules: riskOverseers,
  addAlertRule: riskOverseers,
  changeAlertRule: riskOverseers,
  removeAlertRule: riskOverseers,
  // The alerts raised for a person, by their risk rules or by the balance minimums they set:
  // balance minimums alert treasury too, so reading one's alerts is wider than setting rules.
  listRiskAlerts: ['viewer', 'treasury', 'admin'],
  dismissRiskAlert: ['viewer', 'treasury', 'admin'],
  // The minimums and who is under theirs, as wallets are read.
  listBalanceMinimums: operationRoles.listWallets,
  // Keeping wallets funded is treasury's job, so treasury sets minimums, and an administrator,
  // who oversees everything, may correct them.
  setBalanceMinimums: ['treasury', 'admin'],
  removeBalanceMinimum: ['treasury', 'admin'],
  // Reviewers decode smart-contract calls with them: whoever may read orders.
  listContractAbis: operationRoles.getOrder,
  registerContractAbi: administrators,
  removeContractAbi: administrators,
  // What the server recorded of the provider's data: the same people who may read that data.
  readLtvHistory: operationRoles.getLoan,
  readLtvMovers: operationRoles.listLoans,
  readBalanceHistory: operationRoles.listWallets,
};

/** Whether someone holding `held` may call one of the dashboard's own operations. */
export function mayUseDashboard(held: readonly Role[], operation: DashboardOperationName): boolean {
  const access = dashboardOperationRoles[operation];
  return typeof access === 'string' || access.some((role) => held.includes(role));
}

/**
 * Whether someone reads everyone's records in the dashboard's own log, rather than only their
 * own: the same people who may read the organization's whole feed from the provider.
 */
export function mayReadEveryonesActivity(held: readonly Role[]): boolean {
  return mayCall(held, 'listActivities');
}

/** Whether someone holding `held` may call the operation. */
export function mayCall(held: readonly Role[], operation: EndpointName): boolean {
  return operationRoles[operation].some((role) => held.includes(role));
}

/** The roles someone holds, in words: "treasury, approver", or "no role". */
export function heldRolesInWords(held: readonly Role[]): string {
  return held.length === 0
    ? 'no role'
    : held.map((role) => roleLabels[role].toLowerCase()).join(', ');
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
export function dashboardRolesInWords(operation: DashboardOperationName): string {
  const access = dashboardOperationRoles[operation];
  if (typeof access === 'string') return access;
  return access.map((role) => roleLabels[role].toLowerCase()).join(' or ');
}
