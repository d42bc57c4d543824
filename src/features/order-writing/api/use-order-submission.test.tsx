import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coSignKeys, orderKeys, walletKeys } from '../../../lib/query-keys';
import type { BlockchainOperation } from '../../../shared/contracts/create-order';
import { submitOrderIdempotently } from './submit-order';
import { createAttemptIds, newExternalOrderId, useOrderSubmission } from './use-order-submission';

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

function renderSubmission<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useOrderSubmission(send), { wrapper }) };
}

/** A send that waits until the test settles it. */
function pendingSend() {
  const settle: { resolve: (value: string) => void } = { resolve: () => undefined };
  const send = vi.fn<(input: string) => Promise<string>>(
    () =>
      new Promise((resolve) => {
        settle.resolve = resolve;
      }),
  );
  return { send, settle };
}

afterEach(() => vi.unstubAllGlobals());

describe('the externalOrderId rule (createAttemptIds)', () => {
  it('keeps the id of the same content and gives changed content a new one', () => {
    const ids = createAttemptIds();
    const first = ids.idFor('amount=1');
    expect(ids.idFor('amount=1')).toBe(first);
    const second = ids.idFor('amount=2');
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives content tried before its earlier id again (an edit, then undone)', () => {
    const ids = createAttemptIds();
    const first = ids.idFor('amount=1');
    ids.idFor('amount=2');
    expect(ids.idFor('amount=1')).toBe(first);
  });

  it('starts a content with the id the operator chose, and never replaces an id once given', () => {
    const ids = createAttemptIds();
    expect(ids.idFor('row-1 as imported', 'mine-1')).toBe('mine-1');
    expect(ids.idFor('row-1 as imported', 'other')).toBe('mine-1');
    expect(ids.idFor('row-1 edited')).not.toBe('mine-1');
  });

  it('forgets every id in a new set: the same content is then a new order', () => {
    const first = createAttemptIds().idFor('amount=1');
    expect(createAttemptIds().idFor('amount=1')).not.toBe(first);
    expect(newExternalOrderId()).not.toBe(newExternalOrderId());
  });
});

describe('useOrderSubmission', () => {
  it('sends once on a double click, and again once the first send has settled', async () => {
    const { send, settle } = pendingSend();
    const { result } = renderSubmission(send);
    act(() => {
      result.current.submit('batch');
      result.current.submit('batch');
    });
    await waitFor(() => expect(result.current.mutation.isPending).toBe(true));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => settle.resolve('done'));
    await waitFor(() => expect(result.current.mutation.data).toBe('done'));
    act(() => result.current.submit('batch'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('refreshes order lists, wallets and the co-sign queue after a send, even a failed one', async () => {
    const { result, client } = renderSubmission(() => Promise.reject(new Error('lost')));
    for (const key of [orderKeys.lists(), walletKeys.of(undefined), coSignKeys.queue()]) {
      client.setQueryData(key, {});
    }
    act(() => result.current.submit('x'));
    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    expect(client.getQueryState(orderKeys.lists())?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletKeys.of(undefined))?.isInvalidated).toBe(true);
    expect(client.getQueryState(coSignKeys.queue())?.isInvalidated).toBe(true);
  });

  it('keeps ids until reset, then forgets them and the outcome', async () => {
    const { result } = renderSubmission((input: string) => Promise.resolve(input));
    const first = result.current.idFor('amount=1');
    expect(result.current.idFor('amount=1')).toBe(first);
    act(() => result.current.submit('x'));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    act(() => result.current.reset());
    expect(result.current.mutation.data).toBeUndefined();
    expect(result.current.idFor('amount=1')).not.toBe(first);
  });

  it('accepts a status it does not know', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(created))),
    );
    const { result } = renderSubmission(submitOrderIdempotently);
    act(() => result.current.submit(request));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(result.current.mutation.data).toEqual({ order: created, alreadyExisted: false });
  });

  it('reports a network failure, then a retry with the same id answered 409 shows the existing order', async () => {
    const fetchMock = vi
      .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        json({ error: 'duplicate-external-order-id', message: 'the id exists' }, 409),
      );
    vi.stubGlobal('fetch', fetchMock);
    const onError = vi.fn();
    const { result } = renderSubmission(submitOrderIdempotently);
    // As a form does: the id comes from the hook, for the content the operator entered.
    const content = 'SOL stake-delegation 1.000000001 from pf-1';
    const attempt = () => ({ ...request, externalOrderId: result.current.idFor(content) });
    const id = attempt().externalOrderId;
    expect(id).not.toBe(request.externalOrderId);
    const existing = { ...created, externalOrderId: id };
    fetchMock.mockResolvedValueOnce(json({ orders: [existing] }));

    act(() => result.current.submit(attempt(), { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'NetworkError' });

    act(() => result.current.submit(attempt(), { onError }));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(result.current.mutation.data).toEqual({ order: existing, alreadyExisted: true });
    const sentIds = fetchMock.mock.calls
      .map(([, init]) => init?.body)
      .filter((body): body is string => typeof body === 'string')
      .map((body) => (JSON.parse(body) as { externalOrderId: string }).externalOrderId);
    // Both attempts carried the id the hook made, and the lookup asked for that same id.
    expect(sentIds).toEqual([id, id]);
    const lookupUrl = fetchMock.mock.calls[2]?.[0];
    expect(typeof lookupUrl).toBe('string');
    const lookup = new URL(lookupUrl as string, 'http://dashboard.test');
    expect(lookup.searchParams.get('externalOrderId')).toBe(id);
  });
});
