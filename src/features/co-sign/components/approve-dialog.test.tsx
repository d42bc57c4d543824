import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../../shared/contracts/orders';
import {
  stubbedFetchPerTest,
  jsonResponse,
  SANDBOX_MASTER_PASSWORD,
  SANDBOX_MASTER_PASSWORD_HASH,
} from '../../../testing/step-up-fetch';
import { coSignKeys } from '../../../lib/query-keys';
import { AMARA, makeOrder, MARCUS } from '../co-sign-test-data';
import { renderApproveDialog } from './approve-dialog-testing';
import { wrongMasterPasswordWords } from '../../../lib/describe-refusal';

const fetchMock = stubbedFetchPerTest();

function sentBodies(): string[] {
  return fetchMock.mock.calls.map(([, init]) => (typeof init?.body === 'string' ? init.body : ''));
}

const passwordOrder = makeOrder(
  { status: 'master-password-required' },
  { coSignersNumber: '1', coSigners: [AMARA], availableCoSigners: [] },
);

describe('ApproveDialog', () => {
  it('restates the amount, destination and approval code', async () => {
    renderApproveDialog(makeOrder({ amount: '123456789012345678901.5' }));
    expect(screen.getByText('123,456,789,012,345,678,901.5')).toBeInTheDocument();
    expect(screen.getByText('Meridian Markets ETH')).toBeInTheDocument();
    expect(await screen.findByText(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/master password/i)).not.toBeInTheDocument();
  });

  it('sends one approval however often Approve is clicked', async () => {
    const order = makeOrder();
    const updated = { ...order, extra: { ...order.extra, coSigners: [MARCUS] } };
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((done) => (resolve = done)));
    const { onApproved } = renderApproveDialog(order);
    const approve = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    fireEvent.click(approve);
    resolve(jsonResponse(200, updated));
    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/platform/orders/${order.orderId}`);
    expect(init?.method).toBe('PATCH');
    expect(sentBodies()).toEqual(['{}']);
  });

  it('sends only the SHA-256 of the master password and clears it after success', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...passwordOrder, status: 'approved' }));
    const { onApproved } = renderApproveDialog(passwordOrder);
    const input = screen.getByLabelText(/master password/i);
    await userEvent.type(input, SANDBOX_MASTER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      JSON.stringify({ masterPassword: SANDBOX_MASTER_PASSWORD_HASH }),
    ]);
    expect(sentBodies().join('')).not.toContain(SANDBOX_MASTER_PASSWORD);
    expect(input).toHaveValue('');
  });

  it('asks for the master password before sending anything', async () => {
    renderApproveDialog(passwordOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter the master password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong master password in the dialog and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: 'wrong-master-password',
        message: 'masterPassword: the master password is wrong',
      }),
    );
    const { onApproved, queryClient } = renderApproveDialog(passwordOrder);
    const input = screen.getByLabelText(/master password/i);
    await userEvent.type(input, 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // Said once, at the field, in words: no second message with the API's wording.
    expect(await screen.findByText(wrongMasterPasswordWords)).toBeInTheDocument();
    expect(screen.getAllByText(/master password is not correct/i)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/the master password is wrong/)).not.toBeInTheDocument();
    expect(input).toHaveValue('not-the-password');
    expect(onApproved).not.toHaveBeenCalled();
    // The optimistic removal is rolled back: the order is back in the queue.
    expect(queryClient.getQueryData<OrdersResponse>(coSignKeys.queue())?.orders).toHaveLength(1);
  });

  it('explains a four-eyes refusal from the API', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: 'self-co-sign', message: 'You created this order.' }),
    );
    renderApproveDialog(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/four-eyes rule/);
  });

  it('explains a permission refusal from the API', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { error: 'forbidden', message: 'Henrik Larsen may not co-sign orders.' }),
    );
    renderApproveDialog(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/not allowed to do this on this order/);
    // The API's own words, behind a closed disclosure.
    const technical = within(alert).getByText('Technical details');
    expect(technical.closest('details')).not.toHaveAttribute('open');
    expect(technical.closest('details')).toHaveTextContent(/Henrik Larsen may not co-sign orders/);
  });

  it('reports a network failure mid-submit and rolls the queue back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const order = makeOrder();
    const { queryClient } = renderApproveDialog(order);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may or may not have reached/);
    expect(queryClient.getQueryData<OrdersResponse>(coSignKeys.queue())?.orders).toEqual([order]);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
