import type { ActivitiesQuery } from '../shared/contracts/activities';
import type { ActivityQuery } from '../shared/audit';
import type { DryRunOrderRequest } from '../shared/contracts/dry-run';
import type { ListOrdersQuery } from '../shared/contracts/list-orders-query';
import type { LoanIncludeQuery, LoansQuery } from '../shared/contracts/loans-query';
import type { Order } from '../shared/contracts/orders';
import type { SettlementsQuery } from '../shared/contracts/settlements-query';

/**
 * Every query key of the app, and the only place a key segment is written out. A key is the
 * contract between a query and whatever makes it stale (a mutation, a live event, the identity
 * switch), and those live in other features, so the keys sit below all of them.
 */

/** All API data is cached under this prefix. */
export const platformKey = ['platform'] as const;

/** The signed-in person: outside the API data. */
export const sessionKey = ['session'] as const;

/** The person's own API key, as the settings page shows it (last four characters, dates). */
export const credentialsKey = ['credentials'] as const;

/** What the signed-in person is told of their API key revoked by an administrator. */
export const apiKeyNoticesKey = ['api-key-notices'] as const;

/** GET /api/passkeys: the signed-in person's passkeys. */
export const passkeysKey = ['passkeys'] as const;
/** Which provider member the person's key belongs to (/api/identity). */
export const identityKey = ['identity'] as const;

/** The organization the dashboard serves (/api/organization). */
export const servedOrganizationKey = ['served-organization'] as const;

/** What waits for the signed-in person (this server's data, not the API's). */
export const notificationKeys = { all: ['notifications'] as const };

/** A risk person's own alert rules, and the alerts they raised (the bell's second group). */
export const riskAlertKeys = {
  all: ['risk-alerts'] as const,
  rules: () => [...riskAlertKeys.all, 'rules'] as const,
  open: () => [...riskAlertKeys.all, 'open'] as const,
};

/** The balance minimums treasury set, and the wallets under theirs (this server's data). */
export const balanceMinimumKeys = { all: ['balance-minimums'] as const };

/** This dashboard's own record of who did what (the server's data, not the API's). */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
  people: () => [...activityKeys.all, 'people'] as const,
};

/** What an administrator sees of sign-in (this server's data, not the API's). */
export const adminKeys = {
  all: ['admin'] as const,
  sessions: () => [...adminKeys.all, 'sessions'] as const,
  throttles: () => [...adminKeys.all, 'sign-in-throttles'] as const,
  people: () => [...adminKeys.all, 'people'] as const,
  apiKeys: () => [...adminKeys.all, 'api-keys'] as const,
  roleGrants: () => [...adminKeys.all, 'role-grants'] as const,
};

/** The contract ABIs administrators registered: what smart-contract calls are decoded with. */
export const contractAbiKeys = {
  all: ['contract-abis'] as const,
};

/** The organization's members, for turning user ids into names. */
export const memberKeys = {
  of: (organizationId: string) => [...platformKey, 'members', organizationId] as const,
};

/** The provider's own activity feed. */
export const providerActivityKeys = {
  all: [...platformKey, 'activities'] as const,
  list: (organizationId: string, query: ActivitiesQuery) =>
    [...providerActivityKeys.all, organizationId, query] as const,
};

export const orderKeys = {
  all: [...platformKey, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: ListOrdersQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  /** GET /orders/{id}, however often or seldom a view polls it. */
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  /**
   * What this dashboard recorded about the order. Under its detail key so that whatever
   * refreshes the order (a live event, a co-sign) refreshes its history too.
   */
  dashboardHistory: (orderId: string) =>
    [...orderKeys.detail(orderId), 'dashboard-history'] as const,
  /** The deposit half of a ClearLoop undelegation, looked up from its withdrawal. */
  linkedDeposit: (withdrawal: Order) =>
    [
      ...orderKeys.detail(withdrawal.orderId),
      'linked-deposit',
      {
        depositOrderId: withdrawal.extra?.depositOrderId,
        toPortfolioId: withdrawal.extra?.toPortfolioId,
        createdAt: withdrawal.createdAt,
      },
    ] as const,
};

/** The co-sign queue and the destination history shown beside it. */
export const coSignKeys = {
  all: [...platformKey, 'co-sign'] as const,
  queue: () => [...coSignKeys.all, 'queue'] as const,
  history: (query: ListOrdersQuery) => [...coSignKeys.all, 'history', query] as const,
};

export const walletKeys = {
  all: [...platformKey, 'wallets'] as const,
  /** One portfolio's wallets, or every wallet (`undefined`). */
  of: (portfolioId: string | undefined) => [...walletKeys.all, portfolioId ?? 'all'] as const,
  /** Active, pending and outstanding stakes: they move with the balances, so they share the prefix. */
  stakes: [...platformKey, 'wallets', 'stakes'] as const,
};

/** Reference data many views share. */
export const referenceKeys = {
  portfolios: [...platformKey, 'portfolios'] as const,
  currencies: [...platformKey, 'currencies'] as const,
  cryptoAddresses: [...platformKey, 'crypto-addresses'] as const,
  organizations: [...platformKey, 'organizations'] as const,
  counterparties: (organizationId: string) =>
    [...platformKey, 'counterparties', organizationId] as const,
};

/** POST /dry-run-orders: what an order would cost, before it is placed. */
export const dryRunKeys = {
  all: [...platformKey, 'dry-run-orders'] as const,
  of: (request: DryRunOrderRequest) => [...dryRunKeys.all, request] as const,
};

/** The include flags of GET …/loans/{loanId}; each detail tab asks for one. */
export type LoanIncludeFlag = keyof LoanIncludeQuery;

export const loanKeys = {
  all: [...platformKey, 'loans'] as const,
  organization: (organizationId: string) => [...loanKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...loanKeys.organization(organizationId), 'list'] as const,
  list: (organizationId: string, query: LoansQuery) =>
    [...loanKeys.lists(organizationId), query] as const,
  detail: (organizationId: string, loanId: string) =>
    [...loanKeys.organization(organizationId), 'detail', loanId] as const,
  /** One embed of one loan; `base` is the loan without any include flag. */
  embed: (organizationId: string, loanId: string, flag: LoanIncludeFlag | 'base') =>
    [...loanKeys.detail(organizationId, loanId), flag] as const,
};

export const clearLoopKeys = {
  all: [...platformKey, 'clearloop'] as const,
  exchanges: () => [...clearLoopKeys.all, 'exchanges'] as const,
  settlements: () => [...clearLoopKeys.all, 'settlements'] as const,
  settlementList: (query: SettlementsQuery) =>
    [...clearLoopKeys.settlements(), 'list', query] as const,
  settlement: (settlementId: string) =>
    [...clearLoopKeys.settlements(), 'detail', settlementId] as const,
};

/**
 * Approval codes are computed in the browser from an order's key fields (no API call), so
 * they sit outside the API data and are keyed by the hashed text itself.
 */
export const approvalCodeKeys = {
  of: (hashedText: string) => ['approval-code', hashedText] as const,
};
