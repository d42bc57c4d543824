import type { BlockchainTransactionType, FeeLevel } from '../../shared/contracts/orders';
import {
  createOrderRequestSchema,
  type BulkOrderItem,
  type CreateOrderRequest,
} from '../../shared/contracts/create-order';
import { describeIssues } from '../../shared/request-issues';
import { accept, badRequest, type Outcome } from './refusal';

/** Any POST /orders variant (or bulk withdrawal item), flattened for the rules. */
export interface OrderInput {
  amount: string;
  baseCurrency: string;
  externalOrderId: string;
  portfolioId: string;
  description?: string | undefined;
  mainCurrency?: string | undefined;
  toCryptoAddressId?: string | undefined;
  toPortfolioId?: string | undefined;
  feeLevel?: FeeLevel | undefined;
  includeFeeInWithdraw?: boolean | undefined;
  blockchainTransactionType?: BlockchainTransactionType | undefined;
  payloads?: string[] | undefined;
  externalBroadcast?: boolean | undefined;
  /** SHA-256 hex of the master password; only bulk items carry it. */
  masterPassword?: string | undefined;
}

export function inputFromRequest(request: CreateOrderRequest): OrderInput {
  return { ...request };
}

/**
 * A bulk item is held to the same rules as POST /orders: the sandbox places
 * withdrawals (every variant), and a field that no variant knows is refused
 * for that item alone.
 */
export function inputFromBulkItem(item: BulkOrderItem): Outcome<OrderInput> {
  if (item.orderType !== 'withdraw') {
    return badRequest(
      `orderType: ${item.orderType} orders cannot be placed through the API here; only withdraw orders can`,
    );
  }
  const { masterPassword, ...rest } = item;
  const parsed = createOrderRequestSchema.safeParse(rest);
  if (!parsed.success) return badRequest(describeIssues(parsed.error));
  return accept({ ...parsed.data, masterPassword });
}
