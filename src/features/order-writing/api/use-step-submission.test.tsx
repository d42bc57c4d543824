import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-error';
import type { BlockchainOperation } from '../../../shared/contracts/create-order';
import { useStepSubmission } from './use-step-submission';

type Step = 'details' | 'review';

function build(amount: string) {
  return (externalOrderId: string): BlockchainOperation => ({
    orderType: 'withdraw',
    portfolioId: 'pf-1',
    baseCurrency: 'SOL',
    mainCurrency: 'SOL',
    amount,
    blockchainTransactionType: 'stake-delegation',
    externalOrderId,
  });
}

function renderStepSubmission(step: Step = 'review') {
  const onStepChange = vi.fn<(step: Step) => void>();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useStepSubmission<Step>({
        step,
        onStepChange,
        stepForError: (error) =>
          error instanceof ApiError && error.error === 'insufficient-funds' ? 'details' : 'review',
      }),
    { wrapper },
  );
  return { ...hook, onStepChange };
}

afterEach(() => vi.unstubAllGlobals());

describe('useStepSubmission', () => {
  it('builds the request with the id of its content: kept while unchanged, new once changed', () => {
    const { result } = renderStepSubmission();
    const first = result.current.requestFor(build('1.5'));
    expect(first.externalOrderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.requestFor(build('1.5')).externalOrderId).toBe(first.externalOrderId);
    expect(result.current.requestFor(build('1.6')).externalOrderId).not.toBe(first.externalOrderId);
    expect(result.current.requestFor(() => null)).toBeNull();
  });

  it('shows a refusal on the step it concerns, moves there and keeps the id for the retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'insufficient-funds', message: 'amount: no' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const { result, onStepChange } = renderStepSubmission();
    const request = result.current.requestFor(build('1.5'));
    const onError = vi.fn();
    act(() => result.current.submit(request, { onError }));
    await waitFor(() => expect(result.current.failure?.step).toBe('details'));
    expect(onStepChange).toHaveBeenCalledWith('details');
    expect(onError).toHaveBeenCalledOnce();
    expect(result.current.requestFor(build('1.5')).externalOrderId).toBe(request.externalOrderId);
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });
});
