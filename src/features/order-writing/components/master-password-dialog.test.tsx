import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrder } from '../../../testing/order-fixture';
import { renderWithTheme } from '../../../testing/render';
import { stubFetchWithStepUp } from '../../../testing/step-up-fetch';
import { MasterPasswordDialog } from './master-password-dialog';

const PASSWORD = 'northwind-sandbox-master';
const PASSWORD_HASH = '8f503b6f950e187b38f5ee83aa1a06336a3c9666d7237b368a8d6f2a29055c69';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  stubFetchWithStepUp(fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const order = testOrder(9, { status: 'master-password-required' });

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onGiven = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <MasterPasswordDialog
        order={order}
        portfolioName="Cold Reserve"
        onClose={vi.fn()}
        onGiven={onGiven}
      />
    </QueryClientProvider>,
  );
  return { onGiven };
}

describe('MasterPasswordDialog', () => {
  it('sends only the SHA-256, once however often it is clicked, with its own content type', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((done) => (resolve = done)));
    const { onGiven } = renderDialog();
    await userEvent.type(
      screen.getByLabelText(/master password/i, { selector: 'input' }),
      PASSWORD,
    );
    const button = screen.getByRole('button', { name: 'Give master password' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolve(json(200, { ...order, status: 'approved' }));
    await waitFor(() => expect(onGiven).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/platform/orders/order-9');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/vnd.enter-master-password+json',
    );
    expect(init?.body).toBe(JSON.stringify({ masterPassword: PASSWORD_HASH }));
  });

  it('asks for the password before sending anything', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByText('Enter the master password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong password is wrong, next to the field, and keeps it to correct', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        error: 'wrong-master-password',
        message: 'masterPassword: the master password is wrong',
      }),
    );
    const { onGiven } = renderDialog();
    await userEvent.type(screen.getByLabelText(/master password/i, { selector: 'input' }), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByText('The master password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/nothing was changed/);
    expect(screen.getByLabelText(/master password/i, { selector: 'input' })).toHaveValue('guess');
    expect(onGiven).not.toHaveBeenCalled();
  });

  it('says a lost connection may or may not have delivered it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderDialog();
    await userEvent.type(
      screen.getByLabelText(/master password/i, { selector: 'input' }),
      PASSWORD,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may or may not have reached/);
  });
});
