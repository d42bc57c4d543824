import { orderSchema, type Order } from '../shared/contracts/orders';

/** An executed BTC withdrawal numbered `index`, parsed through the real contract. */
export function testOrder(index: number, overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    orderId: `order-${index}`,
    externalOrderId: `ext-${index}`,
    orderType: 'withdraw',
    status: 'executed',
    portfolioId: 'p1',
    portfolioType: 'custody',
    amount: '1.5',
    baseCurrency: 'BTC',
    createdAt: '1700000000000',
    ...overrides,
  });
}
