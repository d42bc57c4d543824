import { it } from 'vitest';
import { orderSchema } from '/work/main/src/shared/contracts/orders';
import { positiveDecimalString } from '/work/main/src/shared/contracts/primitives';
import { createOrderRequestSchema, portfolioWithdrawalSchema } from '/work/main/src/shared/contracts/create-order';
it('msgs', () => {
  console.log(JSON.stringify(orderSchema.safeParse({ status: '' }).error?.issues.slice(0, 3)));
  console.log(JSON.stringify(positiveDecimalString.safeParse('0').error?.issues));
  console.log(JSON.stringify(portfolioWithdrawalSchema.safeParse({ amount: '1', baseCurrency: 'BTC', externalOrderId: 'x', orderType: 'withdraw', portfolioId: 'p' }).error?.issues));
  console.log(JSON.stringify(createOrderRequestSchema.safeParse({ amount: '1', baseCurrency: 'BTC', externalOrderId: 'x', orderType: 'withdraw', portfolioId: 'p', foo: 1 }).error?.issues).slice(0, 600));
});
