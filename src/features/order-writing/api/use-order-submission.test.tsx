import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockchainOperation } from '../../../shared/contracts/create-order';
import { useAttemptId, useOrderSubmission } from './use-order-submission';

const request: BlockchainOperation = {
  orderType: 'withdraw',
  portfolioId: 'pf-1',
  baseCurrency: 'SOL',
  mainCurrency: 'SOL',
  amount: '1.000000001',
  blockchainTransactionType: 'stake-delegation',
  externalOrderId: 'ext-1',
};

const created = {
  orderId: 'ord-1',
  externalOrderId: 'ext-1',
  orderType: 'withdraw',
  status: 'a-status-added-later',
  portfolioId: 'pf-1',
  portfolioType: 'custody',
  amount: '1.000000001',
  baseCurrency: 'SOL',
  createdAt: '1700000000000',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAttemptId', () => {
  it('keeps the id while the content is unchanged and makes a new one when it changes', () => {
    const { result, rerender } = renderHook(({ key }) => useAttemptId(key), {
      initialProps: { key: 'amount=1' },
    });
    const first = result.current;
    rerender({ key: 'amount=1' });
    expect(result.current).toBe(first);
    rerender({ key: 'amount=2' });
    expect(result.current).not.toBe(first);
    expect(result.current).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('useOrderSubmission', () => {
  it('sends once on a double click, and accepts a status it does not know', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(created)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useOrderSubmission(), { wrapper });
    act(() => {
      result.current.submit(request);
      result.current.submit(request);
    });
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.mutation.data).toEqual({ order: created, alreadyExisted: false });
  });

  it('reports a network failure, then a retry answered 409 shows the existing order', async () => {
    const fetchMock = vi
      .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json({ error: 'duplicate-external-order-id', message: 'ext-1 exists' }, 409),
      )
      .mockResolvedValueOnce(json({ orders: [created] }));
    vi.stubGlobal('fetch', fetchMock);
    const onError = vi.fn();
    const { result } = renderHook(() => useOrderSubmission(), { wrapper });

    act(() => result.current.submit(request, { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'NetworkError' });

    act(() => result.current.submit(request, { onError }));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(result.current.mutation.data).toEqual({ order: created, alreadyExisted: true });
    const bodies = fetchMock.mock.calls
      .map(([, init]) => init?.body)
      .filter((body): body is string => typeof body === 'string');
    expect(
      bodies.map((body) => (JSON.parse(body) as { externalOrderId: string }).externalOrderId),
    ).toEqual(['ext-1', 'ext-1']);
  });
});
