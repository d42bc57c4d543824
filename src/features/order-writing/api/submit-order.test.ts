import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-error';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import { NetworkError } from '../../../lib/api-client';
import { wireOrder } from '../../../testing/wire-order';
import { submitOrderIdempotently } from './submit-order';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function order(overrides: Record<string, unknown> = {}) {
  return wireOrder({ amount: '0.000000000000000001', baseCurrency: 'ETH', ...overrides });
}

const request: CreateOrderRequest = {
  externalOrderId: 'ext-1',
  orderType: 'withdraw',
  portfolioId: 'pf-1',
  baseCurrency: 'ETH',
  mainCurrency: 'ETH',
  amount: '0.000000000000000001',
  toCryptoAddressId: 'addr-1',
  feeLevel: 'low',
};

const duplicate = () =>
  json({ error: 'duplicate-external-order-id', message: 'externalOrderId ext-1 exists' }, 409);

function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

function urlOf(input: unknown): string {
  return typeof input === 'string' ? input : '';
}

function stubFetch(...responses: (Response | Error)[]) {
  const mock = vi.fn<typeof fetch>();
  for (const response of responses) {
    mock.mockImplementationOnce(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );
  }
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitOrderIdempotently', () => {
  it('returns the created order and sends the request unchanged', async () => {
    const fetchMock = stubFetch(json(order()));
    const result = await submitOrderIdempotently(request);
    expect(result.alreadyExisted).toBe(false);
    expect(result.order.orderId).toBe('ord-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(url)).toBe('/platform/orders');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual(request);
  });

  it('on a 409 duplicate, finds the existing order by its externalOrderId and portfolio', async () => {
    const fetchMock = stubFetch(
      duplicate(),
      json({
        orders: [order({ orderId: 'dep-9', orderType: 'deposit' }), order({ orderId: 'ord-7' })],
      }),
    );
    const result = await submitOrderIdempotently(request);
    expect(result.alreadyExisted).toBe(true);
    expect(result.order.orderId).toBe('ord-7');
    const lookup = urlOf(fetchMock.mock.calls[1]?.[0]);
    expect(lookup).toContain('externalOrderId=ext-1');
    expect(lookup).toContain('portfolioIds=pf-1');
    expect(lookup).toContain('orderTypes=withdraw,deposit');
  });

  it('never takes an order from another portfolio for the one an earlier attempt made', async () => {
    stubFetch(duplicate(), json({ orders: [order({ orderId: 'other-pf', portfolioId: 'pf-2' })] }));
    await expect(submitOrderIdempotently(request)).rejects.toMatchObject({
      status: 409,
      error: 'duplicate-external-order-id',
    });
  });

  it('reads the duplicate code only on a 409', async () => {
    const fetchMock = stubFetch(
      json({ error: 'duplicate-external-order-id', message: 'odd' }, 400),
    );
    await expect(submitOrderIdempotently(request)).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rethrows the 409 when the existing order cannot be found', async () => {
    stubFetch(duplicate(), json({ orders: [order({ externalOrderId: 'someone-else' })] }));
    await expect(submitOrderIdempotently(request)).rejects.toMatchObject({
      status: 409,
      error: 'duplicate-external-order-id',
    });
  });

  it.each([
    [409, 'insufficient-funds'],
    [409, 'travel-rule-not-passed'],
    [400, 'bad-request'],
    [403, 'forbidden'],
  ])('rethrows any other refusal (%i %s) without looking anything up', async (status, code) => {
    const fetchMock = stubFetch(json({ error: code, message: 'refused' }, status));
    const error: unknown = await submitOrderIdempotently(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, error: code });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rethrows a network failure, and a retry with the same id ends with the one order', async () => {
    const fetchMock = stubFetch(
      new TypeError('Failed to fetch'),
      duplicate(),
      json({ orders: [order({ orderId: 'ord-first' })] }),
    );
    await expect(submitOrderIdempotently(request)).rejects.toBeInstanceOf(NetworkError);
    const retry = await submitOrderIdempotently(request);
    expect(retry).toMatchObject({ alreadyExisted: true, order: { orderId: 'ord-first' } });
    const sentBodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => bodyOf(init));
    expect(sentBodies).toEqual([request, request]);
  });

  it('refuses to send a malformed amount', async () => {
    const fetchMock = stubFetch(json(order()));
    await expect(submitOrderIdempotently({ ...request, amount: '1e-18' })).rejects.toThrow(
      /Invalid request body/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
