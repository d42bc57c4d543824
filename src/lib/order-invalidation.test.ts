import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateOrderChange } from './order-invalidation';
import {
  clearLoopKeys,
  coSignKeys,
  loanKeys,
  notificationKeys,
  orderKeys,
  referenceKeys,
  sessionKey,
  walletKeys,
} from './query-keys';

const cached: Record<string, QueryKey> = {
  'orders list': orderKeys.list({ orderTypes: ['withdraw'] }),
  'the order': orderKeys.detail('ord-1'),
  'its linked deposit': [...orderKeys.detail('ord-1'), 'linked-deposit', {}],
  'another order': orderKeys.detail('ord-2'),
  'all wallets': walletKeys.of(undefined),
  "one portfolio's wallets": walletKeys.of('pf-1'),
  'co-sign queue': coSignKeys.queue(),
  'co-sign destination history': coSignKeys.history({ orderTypes: ['withdraw'] }),
  'what the person was told': notificationKeys.all,
  portfolios: referenceKeys.portfolios,
  loans: loanKeys.list('org-1', {}),
  settlements: clearLoopKeys.settlementList({}),
  session: sessionKey,
};

async function staleAfter(orderId?: string): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, {});
  await invalidateOrderChange(queryClient, orderId);
  return Object.entries(cached)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateOrderChange', () => {
  it('refreshes the lists, that order, the balances, the co-sign queue and the bell, and nothing else', async () => {
    expect(await staleAfter('ord-1')).toEqual([
      'orders list',
      'the order',
      'its linked deposit',
      'all wallets',
      "one portfolio's wallets",
      'co-sign queue',
      'co-sign destination history',
      'what the person was told',
    ]);
  });

  it('refreshes every order detail when the order is not known (an unknown outcome)', async () => {
    expect(await staleAfter()).toEqual([
      'orders list',
      'the order',
      'its linked deposit',
      'another order',
      'all wallets',
      "one portfolio's wallets",
      'co-sign queue',
      'co-sign destination history',
      'what the person was told',
    ]);
  });
});
