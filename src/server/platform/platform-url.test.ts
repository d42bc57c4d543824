import { describe, expect, it } from 'vitest';
import { platformRoutes } from './platform-routes';
import { signedInActor } from './testing/signed-in-actor';
import { platformUrl } from './platform-url';
import { computeSignature } from './signing';

describe('a base URL with a path prefix', () => {
  it('keeps the prefix, with or without a trailing slash, and without one adds nothing', () => {
    for (const base of ['https://gw.example/copper', 'https://gw.example/copper/']) {
      expect(platformUrl(base, '/platform/orders?limit=5')).toEqual({
        url: new URL('https://gw.example/copper/platform/orders?limit=5'),
        signedPath: '/copper/platform/orders?limit=5',
      });
    }
    expect(platformUrl('https://api.example', '/platform/orders').signedPath).toBe(
      '/platform/orders',
    );
  });

  it('is where the request goes, and what its signature covers', async () => {
    const sent: Request[] = [];
    const app = platformRoutes({
      target: {
        baseUrl: 'https://gw.example/v2/copper',
        transport: (request) => {
          sent.push(request);
          return Promise.resolve(Response.json({ orders: [] }));
        },
      },
      actorOf: signedInActor('Henrik', ['viewer'], 'secret'),
    });
    expect((await app.request('/platform/orders?limit=5')).status).toBe(200);
    const request = sent[0];
    expect(request?.url).toBe('https://gw.example/v2/copper/platform/orders?limit=5');
    expect(request?.headers.get('x-signature')).toBe(
      computeSignature({
        secret: 'secret',
        timestamp: request?.headers.get('x-timestamp') ?? '',
        method: 'GET',
        path: '/v2/copper/platform/orders?limit=5',
        body: '',
      }),
    );
  });
});
