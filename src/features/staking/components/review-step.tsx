import {
  stakingOperationOf,
  type BlockchainOperation,
} from '../../../shared/contracts/create-order';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderReview } from '../../order-writing/components/order-review';
import { describeStakingOperation } from '../staking-operations';

/** Step 3: the staking order in words, amounts unrounded, with the API's preview. */
export function ReviewStep({
  request,
  portfolio,
}: {
  request: BlockchainOperation;
  portfolio: Portfolio | undefined;
}) {
  const sent = request.blockchainTransactionType;
  const operation = sent ? stakingOperationOf(request.baseCurrency, sent) : undefined;
  const info = operation ? describeStakingOperation(operation) : undefined;
  return (
    <OrderReview
      request={request}
      portfolio={portfolio}
      amountLabel={info?.amountLabel}
      leading={[{ label: 'Operation', field: 'blockchainTransactionType', value: info?.label }]}
    />
  );
}
