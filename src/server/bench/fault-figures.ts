import { signedHeaders } from '../platform/signing';
import { floodBody } from '../testing/flood-body';
import type { BenchServer } from './bench-process';
import { withConcurrency } from './load-figures';
import { signedFetch, treasuryKey } from './signed-client';
import {
  wireCryptoAddressesResponseSchema,
  wireOrderSchema,
  wireOrdersResponseSchema,
  wirePortfoliosResponseSchema,
} from '../../shared/contracts/wire-schemas';

/** Where bench orders go: a portfolio with BTC and an address whose Travel Rule check passed. */
export async function orderTarget(baseUrl: string) {
  const portfolios = wirePortfoliosResponseSchema.parse(
    await (await signedFetch(baseUrl, '/platform/portfolios')).json(),
  ).portfolios;
  const addresses = wireCryptoAddressesResponseSchema.parse(
    await (await signedFetch(baseUrl, '/platform/crypto-addresses')).json(),
  ).cryptoAddresses;
  const portfolioId = portfolios.find(
    (entry) => entry.portfolioName === 'Client Payments',
  )?.portfolioId;
  const addressId = addresses.find((entry) => entry.name === 'Kraken BTC deposit')?.cryptoAddressId;
  if (portfolioId === undefined || addressId === undefined)
    throw new Error('The seed lacks Client Payments');
  return (externalOrderId: string) =>
    JSON.stringify({
      orderType: 'withdraw',
      externalOrderId,
      portfolioId,
      baseCurrency: 'BTC',
      amount: '0.00001',
      toCryptoAddressId: addressId,
    });
}

export interface CreateFigures {
  perSecond: number;
  created: number;
  refusedAsDuplicate: number;
  other: number;
  lost: number;
  duplicated: number;
}

/** `count` orders, each sent twice at once (a double click), `concurrency` requests in flight. */
export async function concurrentCreates(
  server: BenchServer,
  count: number,
  concurrency: number,
): Promise<CreateFigures> {
  const body = await orderTarget(server.baseUrl);
  const prefix = `bench-faults-${Date.now()}`;
  const sends = Array.from({ length: count * 2 }, (_, index) => `${prefix}-${index % count}`);
  const started = performance.now();
  const statuses = await withConcurrency(sends, concurrency, async (id) => {
    const response = await signedFetch(server.baseUrl, '/platform/orders', { body: body(id) });
    await response.arrayBuffer();
    return response.status;
  });
  const seconds = (performance.now() - started) / 1000;
  const stored = await withConcurrency(
    Array.from({ length: count }, (_, index) => `${prefix}-${index}`),
    concurrency,
    async (id) => {
      const response = await signedFetch(
        server.baseUrl,
        `/platform/orders?orderTypes=withdraw&externalOrderId=${id}`,
      );
      return wireOrdersResponseSchema.parse(await response.json()).orders.length;
    },
  );
  const created = statuses.filter((status) => status === 200).length;
  const refusedAsDuplicate = statuses.filter((status) => status === 409).length;
  return {
    perSecond: created / seconds,
    created,
    refusedAsDuplicate,
    other: statuses.length - created - refusedAsDuplicate,
    lost: stored.filter((found) => found === 0).length,
    duplicated: stored.filter((found) => found > 1).length,
  };
}

/** Writers placing orders until `acks` were acknowledged (200); their ids, in order. */
export async function writeUntil(
  baseUrl: string,
  acks: number,
  writers: number,
): Promise<string[]> {
  const body = await orderTarget(baseUrl);
  const acknowledged: string[] = [];
  const round = Date.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let sequence = 0; acknowledged.length < acks; sequence += 1) {
        const response = await signedFetch(baseUrl, '/platform/orders', {
          body: body(`durability-${round}-${writer}-${sequence}`),
        });
        if (response.status === 200)
          acknowledged.push(wireOrderSchema.parse(await response.json()).orderId);
        else await response.arrayBuffer();
      }
    }),
  );
  return acknowledged;
}

/** How many of `orderIds` the server no longer knows. */
export async function missingOrders(baseUrl: string, orderIds: readonly string[]): Promise<number> {
  const found = await withConcurrency(orderIds, 20, async (orderId) => {
    const response = await signedFetch(baseUrl, `/platform/orders/${orderId}`);
    await response.arrayBuffer();
    return response.status === 200;
  });
  return found.filter((ok) => !ok).length;
}

/**
 * Sends `megabytes` of body to POST /platform/orders, chunked (no Content-Length)
 * when asked, and stops sending once the server answered. Returns its status.
 */
export async function oversizedBody(
  baseUrl: string,
  megabytes: number,
  chunked: boolean,
): Promise<number> {
  const path = '/platform/orders';
  const headers: Record<string, string> = {
    ...signedHeaders(treasuryKey, { method: 'POST', path, body: '' }),
    'content-type': 'application/json',
    ...(chunked ? {} : { 'content-length': String(megabytes * 1024 * 1024) }),
  };
  return floodBody(new URL(path, baseUrl), headers, megabytes);
}
