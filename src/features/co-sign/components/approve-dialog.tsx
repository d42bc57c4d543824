import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { z } from 'zod';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import { useEnterMasterPassword } from '../../order-writing/api/use-order-actions';
import { useCoSignOrder } from '../api/use-co-sign-order';
import { describeCoSignError, isWrongMasterPassword } from '../co-sign-errors';
import { needsMasterPassword } from '../co-sign-rules';
import { hashMasterPassword } from '../../order-writing/hash-master-password';
import { destinationOf } from '../safety-checks';
import { AddressChunks } from './address-chunks';
import { useApprovalCode } from './approval-code-badge';
import { OrderRestatement } from './order-restatement';
import { StatusAlert } from '../../../components/status-alert';
import { PasskeyMoment } from '../../../components/step-up/passkey-moment';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { requestBodyText } from '../../../lib/api-client';
import { endpoints } from '../../../shared/endpoints';

const masterPasswordSchema = z.string().min(1, { error: 'Enter the master password.' });

export interface ApproveDialogProps {
  order: Order;
  userId: string | undefined;
  portfolioName: string;
  addressBook: readonly CryptoAddress[];
  onClose: () => void;
  onApproved: (updated: Order) => void;
}

/**
 * Confirms an approval, restating what is approved. The master password lives only in the
 * uncontrolled input (never in React state or a form store): it is read once on submit, hashed,
 * and only the hash is sent. It stays in the input after a refusal so it can be corrected.
 */
export function ApproveDialog(props: ApproveDialogProps) {
  const { order, onClose, onApproved } = props;
  const coSign = useCoSignOrder(props.userId);
  // An order waiting at master-password-required gets the provider's own step for it.
  const givePassword = useEnterMasterPassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stepUp = useStepUp();
  const withPassword = needsMasterPassword(order);
  // Restated from the order this dialog was opened for, never from the current selection.
  const code = useApprovalCode(order);
  const destination = destinationOf(order, props.addressBook);
  const entry = props.addressBook.find(
    (item) => item.cryptoAddressId === order.extra?.toCryptoAddressId,
  );

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    // A double click or Enter held down must not send a second approval.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setFieldError(null);
      let masterPasswordHash: string | undefined;
      if (withPassword) {
        const parsed = masterPasswordSchema.safeParse(passwordRef.current?.value ?? '');
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message ?? 'Enter the master password.');
          passwordRef.current?.focus();
          return;
        }
        masterPasswordHash = await hashMasterPassword(parsed.data);
      }
      // The passkey confirms exactly what is sent: the order, as the provider has it, and this body.
      const request =
        masterPasswordHash === undefined
          ? {
              action: 'co-sign' as const,
              orderId: order.orderId,
              body: requestBodyText(endpoints.coSignOrder, {}),
            }
          : {
              action: 'master-password' as const,
              orderId: order.orderId,
              body: requestBodyText(endpoints.enterMasterPassword, {
                masterPassword: masterPasswordHash,
              }),
            };
      const confirmed = await stepUp.confirm(request, (bound) =>
        code !== undefined && bound.approvalCode !== code
          ? `The order changed since this dialog opened: its approval code is now ${bound.approvalCode ?? 'unknown'}, not ${code}. Close the dialog and review the order again.`
          : undefined,
      );
      // Cancelled or refused: the dialog stays, with what was typed and the reason in words.
      if (confirmed === undefined) return;
      const updated =
        masterPasswordHash === undefined
          ? await coSign.mutateAsync({ order, stepUp: confirmed })
          : await givePassword.mutateAsync({
              orderId: order.orderId,
              masterPasswordHash,
              stepUp: confirmed,
            });
      if (passwordRef.current) passwordRef.current.value = '';
      onApproved(updated);
    } catch (error) {
      if (isWrongMasterPassword(error)) {
        setFieldError('The master password is not correct.');
        passwordRef.current?.select();
      }
    } finally {
      inFlight.current = false;
    }
  }

  const error = coSign.error ?? givePassword.error;
  const pending = coSign.isPending || givePassword.isPending || stepUp.busy;
  const failure = error === null ? null : describeCoSignError(error);

  return (
    <Modal
      opened
      onClose={onClose}
      title="Approve this order?"
      closeButtonProps={{ 'aria-label': 'Close without approving' }}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <OrderRestatement
            order={order}
            portfolioName={props.portfolioName}
            destinationName={entry?.name}
            destinationAddress={destination.address}
            approvalCode={code}
          />
          {withPassword ? (
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
          ) : null}
          <PasskeyMoment
            state={stepUp.state}
            destinationName={entry?.name}
            addressView={(address) => <AddressChunks address={address} />}
          />
          {failure && stepUp.state.phase === 'idle' ? (
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
              Cancel
            </Button>
            <Button
              type="submit"
              loading={pending}
              data-autofocus={withPassword ? undefined : true}
            >
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
