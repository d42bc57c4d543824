import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { endpoints } from '../../shared/endpoints';
import { platformRoutes } from './platform-routes';
import type { Actor } from './proxy-ports';

const everyRole: Actor['roles'] = ['viewer', 'treasury', 'approver', 'admin'];

function actor(credentials: Actor['credentials']): Actor {
  return {
    subject: 'priya',
    email: 'priya@example.com',
    name: 'Priya',
    roles: everyRole,
    credentials,
    signedByScript: false,
  };
}

const ownKey = { apiKey: 'own-key', apiSecret: 'own-secret' };
const serviceKey = { apiKey: 'service-key', apiSecret: 'service-secret' };

function proxy(who: Actor) {
  const sent: Request[] = [];
  const refused: string[] = [];
  const app = platformRoutes({
    target: {
      baseUrl: 'https://api.example',
      transport: (request) => {
        sent.push(request);
        return Promise.resolve(Response.json({}));
      },
    },
    actorOf: () => Promise.resolve({ ok: true, actor: who }),
    serviceKey,
    writes: {
      attempt: () => Promise.resolve(() => Promise.resolve()),
      refused: (refusal) => {
        refused.push(refusal.message);
        return Promise.resolve();
      },
    },
  });
  return { app, sent, refused };
}

const operationsWithIds = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.pathParams !== undefined,
);

/** The template with every parameter a plain id, except `hostile` in the one named. */
function pathWith(template: string, name: string, hostile: string): string {
  return template.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? hostile : 'ok-1'));
}

describe('path parameters, checked before anything is signed', () => {
  const hostileIds = ['..%2Fportfolios', '..%2F..%2Fwallets', '%2Fportfolios', 'a%5C..', 'x%252F'];
  for (const [name, endpoint] of operationsWithIds) {
    for (const param of [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')) {
      for (const [whose, who] of [
        ['own key', actor(ownKey)],
        ['service key', actor(undefined)],
      ] as const) {
        it(`${name}: ${param} = ..%2F is refused with 400, nothing sent (${whose})`, async () => {
          const { app, sent, refused } = proxy(who);
          for (const hostile of hostileIds) {
            const response = await app.request(
              `/platform${pathWith(endpoint.path, param, hostile)}`,
              {
                method: endpoint.method,
                headers: { 'content-type': endpoint.contentType },
                ...(endpoint.body === undefined ? {} : { body: '{}' }),
              },
            );
            expect(response.status, hostile).toBe(400);
            const body = errorBodySchema.parse(await response.json());
            expect(body.message).toContain(param);
          }
          expect(sent).toEqual([]);
          expect(refused).toHaveLength(hostileIds.length);
        });
      }
    }
  }

  it('forwards a plain id, encoded as the browser encodes it', async () => {
    const { app, sent } = proxy(actor(ownKey));
    expect((await app.request('/platform/orders/ord%20one?x=1')).status).toBe(200);
    expect(new URL(sent[0]?.url ?? '').pathname + new URL(sent[0]?.url ?? '').search).toBe(
      '/platform/orders/ord%20one?x=1',
    );
  });
});

describe('write bodies, checked against the contract before they go out', () => {
  const write = (path: string, contentType: string, body: string) => ({
    path,
    init: {
      method: path === '/platform/orders' ? 'POST' : 'PATCH',
      headers: { 'content-type': contentType },
      body,
    },
  });

  it('refuses a create that matches no order schema with 400 naming the field, sending nothing', async () => {
    const { app, sent } = proxy(actor(ownKey));
    const { path, init } = write(
      '/platform/orders',
      'application/json',
      JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: 'ext-1',
        portfolioId: 'p-1',
        baseCurrency: 'BTC',
        amount: 'twelve',
      }),
    );
    const response = await app.request(path, init);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).message).toContain('amount');
    expect(sent).toEqual([]);
  });

  it('refuses a body that is not JSON, and an unknown field in a co-signature', async () => {
    const { app, sent } = proxy(actor(ownKey));
    const notJson = write('/platform/orders', 'application/json', '{"orderType":');
    expect((await app.request(notJson.path, notJson.init)).status).toBe(400);
    const extra = write(
      '/platform/orders/ord-1',
      'application/vnd.co-sign-order+json',
      JSON.stringify({ masterPassword: 'x', sneaky: true }),
    );
    const response = await app.request(extra.path, extra.init);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).message).toContain('sneaky');
    expect(sent).toEqual([]);
  });

  it('forwards a valid body byte for byte', async () => {
    const { app, sent } = proxy(actor(ownKey));
    const body = '{ "reason" : "changed my mind" }';
    const cancel = write('/platform/orders/ord-1', 'application/vnd.cancel-order+json', body);
    expect((await app.request(cancel.path, cancel.init)).status).toBe(200);
    expect(await sent[0]?.text()).toBe(body);
  });
});

describe('media types, from the descriptor', () => {
  it('sends each operation’s declared Accept and Content-Type, whatever the browser asked for', async () => {
    const { app, sent } = proxy(actor(ownKey));
    await app.request('/platform/orders/ord-1', {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.co-sign-order+json', accept: 'text/html' },
      body: '{}',
    });
    await app.request('/platform/files/file-1', { headers: { accept: 'application/json' } });
    await app.request('/platform/portfolios', { headers: { accept: 'text/csv' } });
    expect(
      sent.map((request) => [request.headers.get('accept'), request.headers.get('content-type')]),
    ).toEqual([
      ['application/vnd.co-sign-order+json', 'application/vnd.co-sign-order+json'],
      ['*/*', null],
      ['application/json', null],
    ]);
  });
});
