import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { answerLimits } from './check-answer';
import { platformRoutes } from './platform-routes';
import { signedInActor } from './testing/signed-in-actor';

function proxyAnswering(answer: () => Response) {
  return platformRoutes({
    target: { baseUrl: 'https://api.wrong.example/v1', transport: () => Promise.resolve(answer()) },
    actorOf: signedInActor('Olivia', ['treasury'], 's'),
  });
}

async function failure(response: Response) {
  return { status: response.status, ...errorBodySchema.parse(await response.json()) };
}

const html = (status: number) =>
  new Response('<!DOCTYPE html><html><body><h1>Bad Gateway</h1></body></html>', {
    status,
    headers: { 'content-type': 'text/html' },
  });
const typed = (body: string, status = 200, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

const cancel = {
  method: 'PATCH',
  headers: { 'content-type': 'application/vnd.cancel-order+json' },
  body: '{"reason":"typo"}',
};

describe('malformed answers from the upstream', () => {
  it.each([
    ['an HTML page', () => html(200)],
    ['an empty answer', () => typed('')],
    ['JSON null', () => typed('null')],
    ['an answer without its list of orders', () => typed('{"items":[]}')],
    ['a bare list', () => typed('[]')],
    ['text that is not JSON', () => typed('{"orders":[')],
  ])('a 200 holding %s is a clear 502 that says so, for a read', async (words, answer) => {
    const response = await proxyAnswering(answer).request('/platform/orders?limit=5');
    const body = await failure(response);
    expect(body).toMatchObject({ status: 502, error: 'upstream-malformed' });
    expect(body.message).toContain(`GET /platform/orders with 200 and ${words}`);
    expect(body.message).not.toContain('may have');
  });

  it('after a write, says the request may have been carried out', async () => {
    const response = await proxyAnswering(() =>
      typed('null', 200, 'application/vnd.cancel-order+json'),
    ).request('/platform/orders/ord-1', cancel);
    const body = await failure(response);
    expect(body.status).toBe(502);
    expect(body.message).toContain('may have been carried out: check the orders list');
  });

  it('an answer over the limit is a 502 naming its size, not a stalled page', async () => {
    const big = JSON.stringify({ orders: [{ note: 'x'.repeat(10 * 1024 * 1024) }] });
    const body = await failure(await proxyAnswering(() => typed(big)).request('/platform/orders'));
    expect(body).toMatchObject({ status: 502, error: 'upstream-too-large' });
    expect(body.message).toContain('10.0 MB, more than the 8.0 MB the dashboard relays');
    expect(answerLimits.json).toBeLessThan(10 * 1024 * 1024);
  });

  it('an error page keeps its status and gets the provider’s error body; a 404 names the base URL', async () => {
    const gateway = await failure(
      await proxyAnswering(() => html(502)).request('/platform/orders'),
    );
    expect(gateway).toMatchObject({ status: 502, error: 'upstream-502' });
    expect(gateway.message).toBe(
      'The custody API answered GET /platform/orders with 502 and an HTML page.',
    );
    const missing = await failure(
      await proxyAnswering(() => html(404)).request('/platform/portfolios'),
    );
    expect(missing.status).toBe(404);
    expect(missing.message).toContain('check the API base URL (https://api.wrong.example/v1)');
  });

  it('a problem document (RFC 7807) is put in words, Retry-After kept', async () => {
    const response = await proxyAnswering(
      () =>
        new Response(JSON.stringify({ title: 'Too many', detail: 'slow down', status: 429 }), {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '9' },
        }),
    ).request('/platform/orders');
    expect(response.headers.get('retry-after')).toBe('9');
    expect((await failure(response)).message).toContain('429 and "Too many: slow down"');
  });

  it('passes sound answers, vendor-typed ones, provider errors and files as they came', async () => {
    const list = await proxyAnswering(() => typed('{"orders":[{"odd":true}]}')).request(
      '/platform/orders',
    );
    expect(await list.json()).toEqual({ orders: [{ odd: true }] });
    const vendor = await proxyAnswering(() =>
      typed('{"orderId":"o"}', 200, 'application/vnd.cancel-order+json; charset=utf-8'),
    ).request('/platform/orders/ord-1', cancel);
    expect(vendor.status).toBe(200);
    const refused = await proxyAnswering(() =>
      typed('{"error":"conflict","message":"no"}', 409),
    ).request('/platform/orders/ord-1', cancel);
    expect(await failure(refused)).toEqual({ status: 409, error: 'conflict', message: 'no' });
    const file = await proxyAnswering(() => typed('%PDF-1.7', 200, 'application/pdf')).request(
      '/platform/files/f-1',
    );
    expect(await file.text()).toBe('%PDF-1.7');
  });
});
