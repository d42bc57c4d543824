import { orderSchema, type Order } from '../shared/contracts/orders';
import { wireOrder } from './wire-order';

/** An executed BTC withdrawal numbered `index`, parsed through the real contract. */
export function testOrder(index: number, overrides: Partial<Order> = {}): Order {
  return orderSchema.parse(
    wireOrder({
      orderId: `order-${index}`,
      externalOrderId: `ext-${index}`,
      status: 'executed',
      portfolioId: 'p1',
      ...overrides,
    }),
  );
}
