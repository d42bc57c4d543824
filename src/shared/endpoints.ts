import { z } from 'zod';
import { contentTypes, defineEndpoint } from './endpoint';
import { activitiesQuerySchema, activitiesResponseSchema } from './contracts/activities';
import {
  exchangesResponseSchema,
  clearLoopExchangeSchema,
  settlementSchema,
  settlementsResponseSchema,
} from './contracts/clearloop';
import {
  bulkCreateOrdersRequestSchema,
  bulkCreateOrdersResponseSchema,
  cancelOrderRequestSchema,
  coSignOrderRequestSchema,
  createOrderRequestSchema,
  enterMasterPasswordRequestSchema,
} from './contracts/create-order';
import { cryptoAddressesResponseSchema } from './contracts/crypto-addresses';
import { currenciesResponseSchema } from './contracts/currencies';
import { dryRunOrderRequestSchema, dryRunOrderResponseSchema } from './contracts/dry-run';
import { listOrdersQuerySchema } from './contracts/list-orders-query';
import { loanIncludeQuerySchema, loansQuerySchema } from './contracts/loans-query';
import { settlementsQuerySchema } from './contracts/settlements-query';
import { loanSchema, loansResponseSchema } from './contracts/loans';
import { orderSchema, ordersResponseSchema } from './contracts/orders';
import { membersQuerySchema, organizationMembersResponseSchema } from './contracts/members';
import {
  counterpartiesQuerySchema,
  counterpartiesResponseSchema,
} from './contracts/counterparties';
import { organizationsResponseSchema } from './contracts/organizations';
import { portfoliosResponseSchema } from './contracts/portfolios';
import {
  activeStakesResponseSchema,
  outstandingStakesResponseSchema,
  pendingStakesResponseSchema,
  stakesQuerySchema,
} from './contracts/stakes';
import { walletsResponseSchema } from './contracts/wallets';
import { nonEmptyString } from './contracts/primitives';

/**
 * A path id: bounded, text the database can hold (no NUL in `/orders/%00`), and one path
 * segment only. It is checked decoded, so `..%2F`, a `/`, a backslash or a percent sign (a
 * second layer of encoding that a server behind the provider's edge could decode again) can
 * never make a signed request name another path.
 */
const id = nonEmptyString.refine((value) => !/[/\\%]|\.\./.test(value) && value !== '.', {
  error: 'an id cannot contain "/", "\\", "%" or ".."',
});
const json = contentTypes.json;

/** Every API operation the dashboard uses, relative to `/platform`. */
export const endpoints = {
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/orders',
    pathParams: undefined,
    query: listOrdersQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'orders',
    response: ordersResponseSchema,
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/orders/{orderId}',
    pathParams: z.object({ orderId: id }),
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    response: orderSchema,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/orders',
    pathParams: undefined,
    query: undefined,
    body: createOrderRequestSchema,
    contentType: json,
    accept: json,
    response: orderSchema,
  }),
  /** The trailing slash is the provider's: it tells bulk creation apart from POST /orders. */
  createOrdersInBulk: defineEndpoint({
    method: 'POST',
    path: '/orders/',
    pathParams: undefined,
    query: undefined,
    body: bulkCreateOrdersRequestSchema,
    contentType: contentTypes.createOrders,
    accept: contentTypes.createOrders,
    listKey: 'orders',
    response: bulkCreateOrdersResponseSchema,
  }),
  coSignOrder: defineEndpoint({
    method: 'PATCH',
    path: '/orders/{orderId}',
    pathParams: z.object({ orderId: id }),
    query: undefined,
    body: coSignOrderRequestSchema,
    contentType: contentTypes.coSignOrder,
    accept: contentTypes.coSignOrder,
    response: orderSchema,
  }),
  /** Stops an order that has not started processing; its reserved funds are released. */
  cancelOrder: defineEndpoint({
    method: 'PATCH',
    path: '/orders/{orderId}',
    pathParams: z.object({ orderId: id }),
    query: undefined,
    body: cancelOrderRequestSchema,
    contentType: contentTypes.cancelOrder,
    accept: contentTypes.cancelOrder,
    response: orderSchema,
  }),
  /** Gives the master password (its hash) to an order waiting at `master-password-required`. */
  enterMasterPassword: defineEndpoint({
    method: 'PATCH',
    path: '/orders/{orderId}',
    pathParams: z.object({ orderId: id }),
    query: undefined,
    body: enterMasterPasswordRequestSchema,
    contentType: contentTypes.enterMasterPassword,
    accept: contentTypes.enterMasterPassword,
    response: orderSchema,
  }),
  dryRunOrder: defineEndpoint({
    method: 'POST',
    path: '/dry-run-orders',
    pathParams: undefined,
    query: undefined,
    body: dryRunOrderRequestSchema,
    contentType: json,
    accept: json,
    response: dryRunOrderResponseSchema,
  }),
  listClearLoopExchanges: defineEndpoint({
    method: 'GET',
    path: '/clearloop/exchanges',
    pathParams: undefined,
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'clearLoopExchanges',
    response: exchangesResponseSchema,
  }),
  getClearLoopExchange: defineEndpoint({
    method: 'GET',
    path: '/clearloop/exchanges/{exchangeId}',
    pathParams: z.object({ exchangeId: id }),
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    response: clearLoopExchangeSchema,
  }),
  listSettlements: defineEndpoint({
    method: 'GET',
    path: '/clearloop/settlements',
    pathParams: undefined,
    query: settlementsQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'settlements',
    response: settlementsResponseSchema,
  }),
  getSettlement: defineEndpoint({
    method: 'GET',
    path: '/clearloop/settlements/{settlementId}',
    pathParams: z.object({ settlementId: id }),
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    response: settlementSchema,
  }),
  listLoans: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organizationId}/loans',
    pathParams: z.object({ organizationId: id }),
    query: loansQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'loans',
    response: loansResponseSchema,
  }),
  getLoan: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organizationId}/loans/{loanId}',
    pathParams: z.object({ organizationId: id, loanId: id }),
    query: loanIncludeQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    response: loanSchema,
  }),
  listPortfolios: defineEndpoint({
    method: 'GET',
    path: '/portfolios',
    pathParams: undefined,
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'portfolios',
    response: portfoliosResponseSchema,
  }),
  listWallets: defineEndpoint({
    method: 'GET',
    path: '/wallets',
    pathParams: undefined,
    query: z.strictObject({ portfolioId: id.optional() }),
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'wallets',
    response: walletsResponseSchema,
  }),
  /** Stakes earning rewards. */
  listActiveStakes: defineEndpoint({
    method: 'GET',
    path: '/staking/active-stakes',
    pathParams: undefined,
    query: stakesQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'activeStakes',
    response: activeStakesResponseSchema,
  }),
  /** Stakes bonding, unbonding or changing validator. */
  listPendingStakes: defineEndpoint({
    method: 'GET',
    path: '/staking/pending-stakes',
    pathParams: undefined,
    query: stakesQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'pendingStakes',
    response: pendingStakesResponseSchema,
  }),
  /** Stakes waiting for one more operation from the owner (complete a withdrawal, claim a reward). */
  listOutstandingStakes: defineEndpoint({
    method: 'GET',
    path: '/staking/outstanding-stakes',
    pathParams: undefined,
    query: stakesQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'outstandingStakes',
    response: outstandingStakesResponseSchema,
  }),
  listCurrencies: defineEndpoint({
    method: 'GET',
    path: '/currencies',
    pathParams: undefined,
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'currencies',
    response: currenciesResponseSchema,
  }),
  listCryptoAddresses: defineEndpoint({
    method: 'GET',
    path: '/crypto-addresses',
    pathParams: undefined,
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'cryptoAddresses',
    response: cryptoAddressesResponseSchema,
  }),
  listOrganizations: defineEndpoint({
    method: 'GET',
    path: '/organizations',
    pathParams: undefined,
    query: undefined,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'organizations',
    response: organizationsResponseSchema,
  }),
  listOrganizationMembers: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organizationId}/members',
    pathParams: z.object({ organizationId: id }),
    query: membersQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'members',
    response: organizationMembersResponseSchema,
  }),
  /** Participants of the network: how a loan's counterparty id gets a name. */
  listCounterparties: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organizationId}/counterparties',
    pathParams: z.object({ organizationId: id }),
    query: counterpartiesQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'counterparties',
    response: counterpartiesResponseSchema,
  }),
  /** The provider's own activity feed for the organization, newest first. */
  listActivities: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organizationId}/activities',
    pathParams: z.object({ organizationId: id }),
    query: activitiesQuerySchema,
    body: undefined,
    contentType: json,
    accept: json,
    listKey: 'activities',
    response: activitiesResponseSchema,
  }),
  /** Bytes of any type: the fetch layer's `download` reads it as a blob. */
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/files/{fileId}',
    pathParams: z.object({ fileId: id }),
    query: undefined,
    body: undefined,
    contentType: json,
    accept: '*/*',
    response: z.unknown(),
  }),
};
