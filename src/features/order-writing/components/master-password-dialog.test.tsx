import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testOrder } from '../../../testing/order-fixture';
import { renderWithQueries } from '../../../testing/render';
import {
  stubbedFetchPerTest,
  jsonResponse,
  SANDBOX_MASTER_PASSWORD,
  SANDBOX_MASTER_PASSWORD_HASH,
} from '../../../testing/step-up-fetch';
import { MasterPasswordDialog } from './master-password-dialog';
import { wrongMasterPasswordWords } from '../../../lib/describe-refusal';

const fetchMock = stubbedFetchPerTest();

const order = testOrder(9, { status: 'master-password-required' });

function renderDialog() {
  const onGiven = vi.fn();
  renderWithQueries(
    <MasterPasswordDialog
      order={order}
      portfolioName="Cold Reserve"
      onClose={vi.fn()}
      onGiven={onGiven}
    />,
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
      SANDBOX_MASTER_PASSWORD,
    );
    const button = screen.getByRole('button', { name: 'Give master password' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolve(jsonResponse(200, { ...order, status: 'approved' }));
    await waitFor(() => expect(onGiven).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/platform/orders/order-9');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/vnd.enter-master-password+json',
    );
    expect(init?.body).toBe(JSON.stringify({ masterPassword: SANDBOX_MASTER_PASSWORD_HASH }));
  });

  it('asks for the password before sending anything', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByText('Enter the master password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong password is wrong, next to the field, and keeps it to correct', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: 'wrong-master-password',
        message: 'masterPassword: the master password is wrong',
      }),
    );
    const { onGiven } = renderDialog();
    await userEvent.type(screen.getByLabelText(/master password/i, { selector: 'input' }), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByText(wrongMasterPasswordWords)).toBeInTheDocument();
    expect(screen.getAllByText(/master password is not correct/i)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/master password/i, { selector: 'input' })).toHaveValue('guess');
    expect(onGiven).not.toHaveBeenCalled();
  });

  it('says a lost connection may or may not have delivered it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderDialog();
    await userEvent.type(
      screen.getByLabelText(/master password/i, { selector: 'input' }),
      SANDBOX_MASTER_PASSWORD,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give master password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may or may not have reached/);
  });
});
