import { queryOptions } from '@tanstack/react-query';
import { balanceMinimumKeys } from '../../../lib/query-keys';
import { readServerJson } from '../../../lib/server-json';
import {
  BALANCE_MINIMUMS_PATH,
  balanceMinimumSchema,
  balanceMinimumsResponseSchema,
  type BalanceMinimum,
  type SetMinimum,
} from '../../../shared/balance-minimums';

/**
 * Balances are judged once a sampling slot and no live event names them, so the list polls:
 * it asks only this server, never the provider.
 */
const MINIMUMS_REFRESH_MS = 30_000;

/** GET /api/balance-minimums: every minimum, and the wallets under theirs as last sampled. */
export const balanceMinimumsQueryOptions = queryOptions({
  queryKey: balanceMinimumKeys.all,
  queryFn: async ({ signal }) =>
    balanceMinimumsResponseSchema.parse(
      await readServerJson(await fetch(BALANCE_MINIMUMS_PATH, { signal })),
    ),
  refetchInterval: MINIMUMS_REFRESH_MS,
});

/** PUT /api/balance-minimums: sets a wallet's or a currency's minimum. */
export async function setBalanceMinimum(minimum: SetMinimum): Promise<BalanceMinimum> {
  return balanceMinimumSchema.parse(
    await readServerJson(
      await fetch(BALANCE_MINIMUMS_PATH, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(minimum),
      }),
    ),
  );
}

export async function removeBalanceMinimum(id: number): Promise<void> {
  await readServerJson(await fetch(`${BALANCE_MINIMUMS_PATH}/${id}`, { method: 'DELETE' }));
}
