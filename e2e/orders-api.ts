import type { APIRequestContext } from '@playwright/test';
import { type WireOrder } from '../src/shared/contracts/orders';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

/** GET /orders through the app's own server (signed as the browser's acting identity). */
export async function listOrders(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<WireOrder[]> {
  const response = await request.get(`/platform/orders?${new URLSearchParams(query).toString()}`);
  if (!response.ok()) throw new Error(`GET /orders answered ${response.status()}`);
  return wireOrdersResponseSchema.parse(await response.json()).orders;
}

/** Every order matching `query`, walking pages of 1,000: the API's own total. */
export async function listAllOrders(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<WireOrder[]> {
  const all: WireOrder[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await listOrders(request, { ...query, offset: String(offset), limit: '1000' });
    all.push(...page);
    if (page.length < 1000) return all;
  }
}
