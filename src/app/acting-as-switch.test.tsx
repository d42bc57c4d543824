import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '../lib/session-api';
import type { PublicIdentity, Session } from '../shared/session';
import { renderWithTheme } from '../testing/render';
import { ActingAsSwitch } from './acting-as-switch';

const identity = (id: string, name: string, role: string): PublicIdentity => ({
  id,
  userId: `user-${id}`,
  name,
  role,
  permissions: ['read'],
});
const olivia = identity('treasury', 'Olivia Grant', 'Treasury operator');
const marcus = identity('approver-1', 'Marcus Chen', 'Approver');
const amara = identity('approver-2', 'Amara Okafor', 'Approver');
const session: Session = {
  mode: 'sandbox',
  environment: 'Sandbox',
  identities: [olivia, marcus, amara],
  actingAs: olivia,
};

/** The header's session reader; the cached session is fresh forever, so it is not fetched. */
function Header() {
  const { data } = useQuery(sessionQueryOptions);
  return data ? <ActingAsSwitch session={data} /> : null;
}

function renderSwitch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryOptions.queryKey, session);
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <Header />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActingAsSwitch', () => {
  it('keeps keyboard focus while switching, and ignores a second change until the first lands', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = renderSwitch();
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Acting as' });

    await user.selectOptions(select, 'approver-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session/acting-as',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ identityId: 'approver-1' }),
      }),
    );
    // While the switch is in flight the control stays usable and focused.
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'approver-2');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(new Response(JSON.stringify({ actingAs: marcus }), { status: 200 }));
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionQueryOptions.queryKey)?.actingAs?.id).toBe(
        'approver-1',
      ),
    );
    await waitFor(() => expect(select).toHaveValue('approver-1'));
    expect(select).toHaveFocus();
  });
});
