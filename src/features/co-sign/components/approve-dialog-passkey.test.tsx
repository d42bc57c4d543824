import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contracts/orders';
import { readableText } from '../../../shared/contracts/readable';
import type { StepUpChallenge } from '../../../shared/step-up';
import { jsonResponse, stubFetchWithStepUp } from '../../../testing/step-up-fetch';
import { AMARA, makeOrder } from '../co-sign-test-data';
import { useApprovalCode } from './approval-code-badge';
import { renderApproveDialog } from './approve-dialog-testing';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock('./approval-code-badge', async (original) => ({
  ...(await original<typeof import('./approval-code-badge')>()),
  useApprovalCode: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const prompt = vi.mocked(startAuthentication);

function challenge(order: Order, approvalCode = 'K7F-2QX'): StepUpChallenge {
  return {
    required: true,
    summary: {
      action: order.status === 'master-password-required' ? 'master-password' : 'co-sign',
      orderId: order.orderId,
      approvalCode,
      amount: readableText(order.amount, 'Amount'),
      currency: readableText(order.baseCurrency, 'Currency'),
      destination: { cryptoAddressId: 'addr-meridian' },
    },
    options: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [], userVerification: 'required' },
    expiresAt: Date.now() + 120_000,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  prompt.mockReset();
  vi.mocked(useApprovalCode).mockReturnValue('K7F-2QX');
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('isSecureContext', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const passwordOrder = makeOrder(
  { status: 'master-password-required' },
  { coSignersNumber: '1', coSigners: [AMARA], availableCoSigners: [] },
);

describe('ApproveDialog with a passkey', () => {
  it('shows what the passkey confirms while the prompt is open, then sends the assertion', async () => {
    const order = makeOrder();
    stubFetchWithStepUp(fetchMock, challenge(order));
    let answer: (value: Awaited<ReturnType<typeof startAuthentication>>) => void = () => undefined;
    prompt.mockReturnValue(new Promise((done) => (answer = done)));
    fetchMock.mockResolvedValue(jsonResponse(200, order));
    const { onApproved } = renderApproveDialog(order);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Confirm with your passkey')).toBeInTheDocument();
    const facts = screen.getByRole('table', { name: 'What your passkey confirms' });
    expect(facts).toHaveTextContent('Approve (co-sign) this order');
    expect(facts).toHaveTextContent('K7F-2QX');
    expect(facts).toHaveTextContent('Meridian Markets ETH');
    expect(fetchMock).not.toHaveBeenCalled();

    answer({
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    });
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-passkey-assertion')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('keeps the dialog and the typed password when the prompt is cancelled, and sends nothing', async () => {
    stubFetchWithStepUp(fetchMock, challenge(passwordOrder));
    prompt.mockRejectedValue(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const { onApproved } = renderApproveDialog(passwordOrder);
    const input = screen.getByLabelText(/master password/i);
    await userEvent.type(input, 'northwind-sandbox-master');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Passkey check not completed');
    expect(alert).toHaveTextContent(/cancelled or timed out\. Try again when ready/);
    expect(alert).toHaveTextContent('Nothing was sent, and what you typed is kept.');
    expect(input).toHaveValue('northwind-sandbox-master');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onApproved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('stops before the prompt when the provider now has another approval code', async () => {
    const order = makeOrder();
    stubFetchWithStepUp(fetchMock, challenge(order, 'ZZZ-999'));
    renderApproveDialog(order);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /approval code is now ZZZ-999, not K7F-2QX/,
    );
    expect(prompt).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says where to register when the server requires a passkey the person lacks', async () => {
    const order = makeOrder();
    vi.stubGlobal('fetch', (input: string) =>
      Promise.resolve(
        input === '/api/step-up'
          ? jsonResponse(403, {
              error: 'passkey-required',
              message:
                'This needs a passkey, and you have none yet. Register one under Settings → Passkeys, then try again.',
            })
          : jsonResponse(500, {}),
      ),
    );
    renderApproveDialog(order);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Settings → Passkeys/);
    expect(prompt).not.toHaveBeenCalled();
  });
});
