import { describe, expect, it } from 'vitest';
import { platformRoutes } from './platform-routes';
import type { Actor, WriteObserver } from './proxy-ports';

const olivia: Actor = {
  subject: 'olivia-grant',
  email: 'olivia.grant@northwind.example',
  name: 'Olivia Grant',
  roles: ['treasury'],
  credentials: { apiKey: 'key', apiSecret: 'secret' },
  signedByScript: false,
};

function routes(writes: WriteObserver) {
  const sent: Request[] = [];
  const app = platformRoutes({
    target: {
      baseUrl: 'https://api.example',
      transport: (request) => {
        sent.push(request);
        return Promise.resolve(Response.json({ orderId: 'ord-1' }));
      },
    },
    actorOf: () => Promise.resolve({ ok: true, actor: olivia }),
    writes,
  });
  const create = () =>
    app.request('/platform/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: 'x',
        portfolioId: 'p-1',
        baseCurrency: 'BTC',
        amount: '0.5',
        blockchainTransactionType: 'send',
      }),
    });
  return { sent, create };
}

describe('writes and the audit log', () => {
  it('sends nothing when the attempt cannot be recorded, and says why', async () => {
    const { sent, create } = routes({
      attempt: () => Promise.reject(new Error('store down')),
      refused: () => Promise.resolve(),
    });
    const response = await create();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'audit-unavailable' });
    expect(sent).toHaveLength(0);
  });

  it('records the attempt before the request leaves, and the answer after', async () => {
    const order: string[] = [];
    const { sent, create } = routes({
      attempt: () => {
        order.push(`attempt (sent so far: ${sent.length})`);
        return Promise.resolve(async (answer) => {
          order.push(`answer ${answer.status} ${JSON.stringify(await answer.json())}`);
        });
      },
      refused: () => Promise.resolve(),
    });
    const response = await create();
    expect(await response.json()).toEqual({ orderId: 'ord-1' });
    expect(order).toEqual(['attempt (sent so far: 0)', 'answer 200 {"orderId":"ord-1"}']);
  });
});
