import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { wireSettlementsResponseSchema } from '../src/shared/contracts/wire-schemas';

/** GET /clearloop/settlements through the app's own server. */
export async function listSettlements(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<z.output<typeof wireSettlementsResponseSchema>> {
  const response = await request.get(
    `/platform/clearloop/settlements?${new URLSearchParams(query).toString()}`,
  );
  if (!response.ok()) throw new Error(`GET /clearloop/settlements answered ${response.status()}`);
  return wireSettlementsResponseSchema.parse(await response.json());
}
