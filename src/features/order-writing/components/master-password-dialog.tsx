import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { AmountText } from '../../../components/amount-text';
import { StatusAlert } from '../../../components/status-alert';
import { PasskeyMoment } from '../../../components/step-up/passkey-moment';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { requestBodyText } from '../../../lib/api-client';
import { endpoints } from '../../../shared/endpoints';
import type { Order } from '../../../shared/contracts/orders';
import { useEnterMasterPassword } from '../api/use-order-actions';
import { hashMasterPassword } from '../hash-master-password';
import { describeOrderActionError, isWrongMasterPassword } from '../order-action-errors';

/**
 * Gives the master password to an order waiting for it. The text lives only in the
 * uncontrolled input (never in React state, a form store or storage): it is read once on
 * submit, hashed in the browser, and only the hash is sent. After a refusal it stays in the
 * input so it can be corrected.
 */
export function MasterPasswordDialog({
  order,
  portfolioName,
  onClose,
  onGiven,
}: {
  order: Order;
  portfolioName: string | undefined;
  onClose: () => void;
  onGiven: (updated: Order) => void;
}) {
  const mutation = useEnterMasterPassword();
  const stepUp = useStepUp();
  const passwordRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    // A double click or Enter held down must not send it twice.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setFieldError(null);
      const typed = passwordRef.current?.value ?? '';
      if (typed === '') {
        setFieldError('Enter the master password.');
        passwordRef.current?.focus();
        return;
      }
      const masterPasswordHash = await hashMasterPassword(typed);
      const confirmed = await stepUp.confirm({
        action: 'master-password',
        orderId: order.orderId,
        body: requestBodyText(endpoints.enterMasterPassword, {
          masterPassword: masterPasswordHash,
        }),
      });
      // Cancelled or refused: the password stays in the input, and the dialog says why.
      if (confirmed === undefined) return;
      const updated = await mutation.mutateAsync({
        orderId: order.orderId,
        masterPasswordHash,
        stepUp: confirmed,
      });
      if (passwordRef.current) passwordRef.current.value = '';
      onGiven(updated);
    } catch (error) {
      if (isWrongMasterPassword(error)) {
        setFieldError('The master password is not correct.');
        passwordRef.current?.select();
      }
    } finally {
      inFlight.current = false;
    }
  }

  const failure =
    mutation.isError && stepUp.state.phase === 'idle'
      ? describeOrderActionError(mutation.error)
      : null;
  const pending = mutation.isPending || stepUp.busy;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Enter the master password"
      closeButtonProps={{ 'aria-label': 'Close without giving the master password' }}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The order of <AmountText value={order.amount} currency={order.baseCurrency} /> from{' '}
            {portfolioName ?? 'its portfolio'} waits for the master password. Once it is given the
            order is approved and goes on to processing.
          </Text>
          <PasswordInput
            ref={passwordRef}
            label="Master password"
            description="Hashed in this browser (SHA-256); only the hash is sent."
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the typed password' }}
            required
            error={fieldError}
            data-autofocus
          />
          <PasskeyMoment state={stepUp.state} />
          {failure ? (
            <StatusAlert
              color="red"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              title={failure.title}
            >
              <Text size="sm">{failure.detail}</Text>
            </StatusAlert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Close
            </Button>
            <Button type="submit" loading={pending}>
              Give master password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
