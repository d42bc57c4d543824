import { exactSchema } from './exact-schema';
import { activitiesResponseSchema, activitySchema } from './activities';
import {
  clearLoopExchangeSchema,
  exchangesResponseSchema,
  settlementDetailSchema,
  settlementSchema,
  settlementsResponseSchema,
} from './clearloop';
import { counterpartiesResponseSchema } from './counterparties';
import { bulkCreateOrdersResponseSchema } from './create-order';
import { cryptoAddressSchema, cryptoAddressesResponseSchema } from './crypto-addresses';
import { currenciesResponseSchema, currencySchema } from './currencies';
import { dryRunOrderResponseSchema } from './dry-run';
import * as loanItems from './loan-embedded-items';
import { loanSchema, loansResponseSchema } from './loans';
import { organizationMemberSchema, organizationMembersResponseSchema } from './members';
import { orderExtraSchema, orderSchema, ordersResponseSchema } from './orders';
import { organizationSchema, organizationsResponseSchema } from './organizations';
import { portfolioSchema, portfoliosResponseSchema } from './portfolios';
import {
  activeStakesResponseSchema,
  outstandingStakesResponseSchema,
  pendingStakesResponseSchema,
} from './stakes';
import { walletSchema, walletsResponseSchema } from './wallets';

// The response contracts read nothing tolerantly here: every value in its format, every
// item parsed. For the sandbox (its store and its tests) and the server's own reads of what
// the sandbox or a webhook sent, never for reading the provider in the browser.

export const wireOrderSchema = exactSchema(orderSchema);
export const wireOrdersResponseSchema = exactSchema(ordersResponseSchema);
export const wireOrderExtraSchema = exactSchema(orderExtraSchema);
export const wireLoanSchema = exactSchema(loanSchema);
export const wireLoansResponseSchema = exactSchema(loansResponseSchema);
export const wireSettlementSchema = exactSchema(settlementSchema);
export const wireSettlementsResponseSchema = exactSchema(settlementsResponseSchema);
export const wireClearLoopExchangeSchema = exactSchema(clearLoopExchangeSchema);
export const wireExchangesResponseSchema = exactSchema(exchangesResponseSchema);
export const wireSettlementDetailSchema = exactSchema(settlementDetailSchema);
export const wireWalletSchema = exactSchema(walletSchema);
export const wireWalletsResponseSchema = exactSchema(walletsResponseSchema);
export const wireActiveStakesResponseSchema = exactSchema(activeStakesResponseSchema);
export const wirePendingStakesResponseSchema = exactSchema(pendingStakesResponseSchema);
export const wireOutstandingStakesResponseSchema = exactSchema(outstandingStakesResponseSchema);
export const wirePortfolioSchema = exactSchema(portfolioSchema);
export const wirePortfoliosResponseSchema = exactSchema(portfoliosResponseSchema);
export const wireCurrencySchema = exactSchema(currencySchema);
export const wireCurrenciesResponseSchema = exactSchema(currenciesResponseSchema);
export const wireCryptoAddressSchema = exactSchema(cryptoAddressSchema);
export const wireCryptoAddressesResponseSchema = exactSchema(cryptoAddressesResponseSchema);
export const wireOrganizationSchema = exactSchema(organizationSchema);
export const wireOrganizationsResponseSchema = exactSchema(organizationsResponseSchema);
export const wireActivitySchema = exactSchema(activitySchema);
export const wireActivitiesResponseSchema = exactSchema(activitiesResponseSchema);
export const wireOrganizationMemberSchema = exactSchema(organizationMemberSchema);
export const wireOrganizationMembersResponseSchema = exactSchema(organizationMembersResponseSchema);
export const wireLoanCounterpartySchema = exactSchema(loanItems.loanCounterpartySchema);
export const wireCounterpartiesResponseSchema = exactSchema(counterpartiesResponseSchema);
export const wireDryRunOrderResponseSchema = exactSchema(dryRunOrderResponseSchema);
export const wireBulkCreateOrdersResponseSchema = exactSchema(bulkCreateOrdersResponseSchema);
export const wireLoanCollateralSchema = exactSchema(loanItems.loanCollateralSchema);
export const wireLoanAllocationSchema = exactSchema(loanItems.loanAllocationSchema);
export const wireLoanInterestSchema = exactSchema(loanItems.loanInterestSchema);
export const wireLoanModificationSchema = exactSchema(loanItems.loanModificationSchema);
