import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testOrder } from '../../../testing/order-fixture';
import { renderWithQueries } from '../../../testing/render';
import { stubbedFetchPerTest, jsonResponse } from '../../../testing/step-up-fetch';
import { CancelOrderDialog } from './cancel-order-dialog';

const fetchMock = stubbedFetchPerTest();

const order = testOrder(7, { status: 'new', amount: '0.000000000000000001', baseCurrency: 'ETH' });

function renderDialog() {
  const onCanceled = vi.fn();
  renderWithQueries(
    <CancelOrderDialog
      order={order}
      portfolioName="Client Payments"
      onClose={vi.fn()}
      onCanceled={onCanceled}
    />,
  );
  return { onCanceled };
}

describe('CancelOrderDialog', () => {
  it('asks for a reason before sending anything', async () => {
    renderDialog();
    expect(screen.getByText('0.000000000000000001')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/reason/i), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/say why the order is cancelled/i)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one cancellation with the reason, however often it is clicked', async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((done) => (resolve = done)));
    const { onCanceled } = renderDialog();
    await userEvent.type(screen.getByLabelText(/reason/i), 'Wrong destination');
    const button = screen.getByRole('button', { name: 'Cancel order' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    resolve(jsonResponse(200, { ...order, status: 'canceled' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/platform/orders/order-7');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/vnd.cancel-order+json',
    );
    expect(init?.body).toBe(JSON.stringify({ reason: 'Wrong destination' }));
  });

  it('explains a 409 once processing started and keeps the reason typed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: 'order-not-cancellable',
        message:
          'Order order-7 is processing: only an order that has not started processing can be cancelled.',
      }),
    );
    const { onCanceled } = renderDialog();
    await userEvent.type(screen.getByLabelText(/reason/i), 'Duplicate payment');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/can no longer be cancelled/i);
    expect(screen.getByLabelText(/reason/i)).toHaveValue('Duplicate payment');
    expect(onCanceled).not.toHaveBeenCalled();
  });

  it('says a lost connection may or may not have cancelled, and lets the person retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...order, status: 'canceled' }));
    const { onCanceled } = renderDialog();
    await userEvent.type(screen.getByLabelText(/reason/i), 'Wrong amount');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/may or may not have reached/i);
    expect(screen.getByLabelText(/reason/i)).toHaveValue('Wrong amount');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalledTimes(1));
  });
});
