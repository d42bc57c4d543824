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

/** A fetch that answers only when the test says so, counting the requests. */
function heldFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (response: Response) => {
      answers.shift()?.(response);
    },
  };
}

describe('ActingAsSwitch', () => {
  it('keeps keyboard focus while switching, and ignores a second change until the first lands', async () => {
    const { fetchMock, answer } = heldFetch();
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
    // While the switch is in flight the control stays usable, focused, and shows the choice.
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(select).toHaveValue('approver-1');
    await user.selectOptions(select, 'approver-2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('approver-1');

    answer(new Response(JSON.stringify({ actingAs: marcus }), { status: 200 }));
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionQueryOptions.queryKey)?.actingAs?.id).toBe(
        'approver-1',
      ),
    );
    expect(select).toHaveValue('approver-1');
    expect(select).toHaveFocus();
  });

  it('switches once when type-ahead fires several changes before a re-render', async () => {
    const { fetchMock } = heldFetch();
    renderSwitch();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Acting as' });
    // React watches writes to the element's own `value` and would see no change; the
    // prototype's setter changes the value as a user's selection does.
    const valueSetter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value');
    // One change after another with no render between them, as fast keystrokes arrive.
    for (const value of ['approver-1', 'approver-2']) {
      valueSetter?.set?.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // The mutation calls fetch a tick later; give a second request every chance to appear.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the identity still in force when the switch is refused', async () => {
    const { answer } = heldFetch();
    renderSwitch();
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Acting as' });
    await user.selectOptions(select, 'approver-2');
    answer(
      new Response(JSON.stringify({ error: 'not-found', message: 'No such identity' }), {
        status: 404,
      }),
    );
    await waitFor(() => expect(select).toHaveValue('treasury'));
    expect(select).toHaveFocus();
  });
});
