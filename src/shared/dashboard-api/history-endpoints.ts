import { balanceHistoryQuerySchema, balanceHistorySchema } from '../balance-history';
import { dashboardRead } from '../dashboard-endpoint';
import { ltvHistoryQuerySchema, ltvHistorySchema, ltvMoversSchema } from '../ltv-history';

/** What the server recorded of the provider's data: LTV and wallet-balance readings. */
export const historyEndpoints = {
  readLtvHistory: dashboardRead(
    '/api/loans/{loanId}/ltv-history',
    ltvHistorySchema,
    ltvHistoryQuerySchema,
  ),
  /** Every loan's LTV movement over the last day; takes no parameters. */
  readLtvMovers: dashboardRead('/api/loans/ltv-movers', ltvMoversSchema),
  readBalanceHistory: dashboardRead(
    '/api/wallets/{walletId}/balance-history',
    balanceHistorySchema,
    balanceHistoryQuerySchema,
  ),
};
