import type { APIRequestContext } from '@playwright/test';
import {
  settlementsResponseSchema,
  type SettlementsResponse,
} from '../src/shared/contracts/clearloop';

/** GET /clearloop/settlements through the app's own server. */
export async function listSettlements(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<SettlementsResponse> {
  const response = await request.get(
    `/platform/clearloop/settlements?${new URLSearchParams(query).toString()}`,
  );
  if (!response.ok()) throw new Error(`GET /clearloop/settlements answered ${response.status()}`);
  return settlementsResponseSchema.parse(await response.json());
}
