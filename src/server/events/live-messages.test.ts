import { describe, expect, it } from 'vitest';
import { mayReceive, messageFor } from './live-messages';

const order = {
  orderId: 'order-1',
  externalOrderId: 'ext-1',
  orderType: 'withdraw',
  status: 'co-sign-require',
  portfolioId: 'p1',
  portfolioType: 'custody',
  amount: '1.5',
  baseCurrency: 'BTC',
  createdAt: '1700000000000',
};

function stored(eventType: string, payload: Record<string, unknown>) {
  return { seq: 1, eventId: 'event-1', eventType, payload, receivedAt: 0 };
}

describe('messageFor', () => {
  it('tells the browsers of an order event by its name', () => {
    const message = messageFor(stored('order-co-sign-required', order));
    expect(message?.event).toBe('order');
    expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
      eventType: 'order-co-sign-required',
      orderId: 'order-1',
      status: 'co-sign-require',
    });
  });

  it('tells nobody of an event whose name it does not own, whatever its payload looks like', () => {
    expect(messageFor(stored('travel-rule-info-updated', order))).toBeUndefined();
  });

  it('does not read an order out of a settlement event', () => {
    expect(messageFor(stored('clearloop-settlement-updated', order))).toBeUndefined();
  });
});

describe('who hears a raised alert', () => {
  const alert = { event: 'risk-alert', id: 'a-1', data: '{}' } as const;

  it('reaches those who may read their own alerts: risk, treasury (minimums) and admin', () => {
    expect(mayReceive(['viewer'], alert)).toBe(true);
    expect(mayReceive(['treasury'], alert)).toBe(true);
    expect(mayReceive(['admin'], alert)).toBe(true);
    expect(mayReceive(['approver'], alert)).toBe(false);
  });
});
