import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerBudget } from '../lib/provider-budget';
import { createQueryClient } from '../lib/query-client';
import { platformKey } from '../lib/query-keys';
import { ApiError } from '../shared/api-error';
import { renderWithTheme } from '../testing/render';
import { ConnectionBanners, secondsUntilRetry } from './connection-banners';

const throttled = (seconds?: number) =>
  new ApiError(429, 'too-many-requests', 'Too many requests', seconds);

/** A fake endpoint: answers with its failures first, then succeeds; counts its requests. */
function fakeEndpoint(name: string, failures: Error[]) {
  const endpoint = {
    requests: 0,
    answer: () => {
      endpoint.requests += 1;
      const failure = failures.shift();
      if (failure) return Promise.reject(failure);
      return Promise.resolve(`${name} loaded`);
    },
  };
  return endpoint;
}

function Reader({ name, answer }: { name: string; answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: [...platformKey, name], queryFn: answer });
  return <p>{query.data ?? `${name} waiting`}</p>;
}

function renderBanners(queryClient: QueryClient, readers: Record<string, Error[]>) {
  const endpoints = Object.fromEntries(
    Object.entries(readers).map(([name, failures]) => [name, fakeEndpoint(name, failures)]),
  );
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <ConnectionBanners />
      {Object.entries(endpoints).map(([name, endpoint]) => (
        <Reader key={name} name={name} answer={endpoint.answer} />
      ))}
    </QueryClientProvider>,
  );
  return endpoints;
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('ConnectionBanners rate-limit countdown', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = createQueryClient();
  });

  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it("counts down from the server's Retry-After and does not retry before it", async () => {
    const { orders } = renderBanners(queryClient, { orders: [throttled(287)] });
    await advance(0);
    expect(screen.getByText('Rate limited: retrying in 287 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/request limit/);
    await advance(3_000);
    expect(screen.getByText('Rate limited: retrying in 284 s')).toBeInTheDocument();
    await advance(280_000);
    expect(screen.getByText('orders waiting')).toBeInTheDocument();
    expect(orders?.requests).toBe(1);
    await advance(4_100);
    expect(screen.getByText('orders loaded')).toBeInTheDocument();
    expect(orders?.requests).toBe(2);
    expect(screen.queryByText(/Rate limited/)).not.toBeInTheDocument();
  });

  it('falls back to exponential backoff when the 429 gives no Retry-After', async () => {
    renderBanners(queryClient, { loans: [throttled(), throttled()] });
    await advance(0);
    expect(screen.getByText('Rate limited: retrying in 5 s')).toBeInTheDocument();
    await advance(5_000);
    expect(screen.getByText('Rate limited: retrying in 10 s')).toBeInTheDocument();
    await advance(10_100);
    expect(screen.getByText('loans loaded')).toBeInTheDocument();
    expect(screen.queryByText(/Rate limited/)).not.toBeInTheDocument();
  });

  it('shows the soonest retry while several queries are rate limited', async () => {
    renderBanners(queryClient, { orders: [throttled(200)], wallets: [throttled(40)] });
    await advance(0);
    expect(screen.getByText('Rate limited: retrying in 40 s')).toBeInTheDocument();
    await advance(41_000);
    expect(screen.getByText('wallets loaded')).toBeInTheDocument();
    expect(screen.getByText('Rate limited: retrying in 159 s')).toBeInTheDocument();
    await advance(159_100);
    expect(screen.getByText('orders loaded')).toBeInTheDocument();
    expect(screen.queryByText(/Rate limited/)).not.toBeInTheDocument();
  });

  it('never turns a rate limit into an error: the view keeps its data and the banner says when', async () => {
    const failures: Error[] = [];
    const { portfolios } = renderBanners(queryClient, { portfolios: failures });
    await advance(0);
    expect(screen.getByText('portfolios loaded')).toBeInTheDocument();
    failures.push(...Array.from({ length: 5 }, () => throttled(10)));
    void queryClient.invalidateQueries({ queryKey: [...platformKey, 'portfolios'] });
    await advance(0);
    expect(screen.getByText('Rate limited: retrying in 10 s')).toBeInTheDocument();
    // Five refusals, more than other failures are retried; each retry waits 10, 10, 20, 40, 80 s.
    await advance(100_000);
    expect(queryClient.getQueryState([...platformKey, 'portfolios'])?.status).toBe('success');
    expect(screen.getByText('portfolios loaded')).toBeInTheDocument();
    expect(screen.getByText(/Rate limited: retrying in \d+ s/)).toBeInTheDocument();
    expect(portfolios?.requests).toBe(6);
    await advance(100_000);
    expect(portfolios?.requests).toBe(7);
    expect(screen.queryByText(/Rate limited/)).not.toBeInTheDocument();
  });

  it('shows nothing for errors that are not rate limits', async () => {
    renderBanners(queryClient, { files: [new ApiError(503, 'unavailable', 'down')] });
    await advance(0);
    expect(screen.queryByText(/Rate limited/)).not.toBeInTheDocument();
    await advance(2_000);
    expect(screen.getByText('files loaded')).toBeInTheDocument();
  });
});

describe('secondsUntilRetry', () => {
  it('is null with nothing waiting, and 0 while a due retry is on its way', () => {
    expect(secondsUntilRetry(new Map(), 1_000)).toBeNull();
    expect(secondsUntilRetry(new Map([['a', 900]]), 1_000)).toBe(0);
    expect(
      secondsUntilRetry(
        new Map([
          ['a', 900],
          ['b', 3_500],
        ]),
        1_000,
      ),
    ).toBe(3);
  });
});

describe('ConnectionBanners budget notice', () => {
  afterEach(() => {
    providerBudget.set(undefined);
  });

  it("says views refresh less often while the provider's budget runs low, and why", async () => {
    const queryClient = createQueryClient();
    renderBanners(queryClient, {});
    expect(screen.queryByText(/Refreshing less often/)).not.toBeInTheDocument();
    act(() => {
      providerBudget.set({
        budget: { state: 'low', remaining: 180, limit: 1000, resetSeconds: 95 },
        at: Date.now(),
      });
    });
    expect(
      await screen.findByRole('status', {
        name: "Refreshing less often to stay within the provider's limit",
      }),
    ).toHaveTextContent(/180 of the provider's 1000 requests in 5 minutes are left/);
    act(() => {
      providerBudget.set({
        budget: { state: 'exhausted', remaining: 0, limit: 1000, resetSeconds: 40 },
        at: Date.now(),
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent(/is used up\. Views keep what they show/);
    queryClient.clear();
  });
});
