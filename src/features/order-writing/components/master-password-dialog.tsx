import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { AmountText } from '../../../components/amount-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MasterPasswordInput } from '../../../components/master-password-input';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { requestBodyText } from '../../../lib/api-client';
import {
  describeRefusal,
  isWrongMasterPassword,
  wrongMasterPasswordWords,
} from '../../../lib/describe-refusal';
import { endpoints } from '../../../shared/endpoints';
import type { Order } from '../../../shared/contracts/orders';
import { useEnterMasterPassword } from '../api/use-order-actions';
import { hashMasterPassword } from '../hash-master-password';

/**
 * Gives the master password to an order waiting for it. The text is read once on submit,
 * hashed in the browser, and only the hash is sent. After a refusal it stays in the input so
 * it can be corrected.
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
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function give() {
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
      body: requestBodyText(endpoints.enterMasterPassword, { masterPassword: masterPasswordHash }),
    });
    // Cancelled or refused: the password stays in the input, and the dialog says why.
    if (confirmed === undefined) return;
    try {
      const updated = await mutation.mutateAsync({
        orderId: order.orderId,
        masterPasswordHash,
        stepUp: confirmed,
      });
      if (passwordRef.current) passwordRef.current.value = '';
      onGiven(updated);
    } catch (error) {
      if (isWrongMasterPassword(error)) {
        setFieldError(wrongMasterPasswordWords);
        passwordRef.current?.select();
      }
      throw error;
    }
  }

  return (
    <ConfirmDialog
      title="Enter the master password"
      closeLabel="Close without giving the master password"
      onClose={onClose}
      onConfirm={give}
      stepUp={stepUp.state}
      // A wrong master password is said once, at the field that holds it.
      failure={
        mutation.error === null || isWrongMasterPassword(mutation.error)
          ? null
          : describeRefusal(mutation.error, 'master password')
      }
      pending={mutation.isPending || stepUp.busy}
      dismissLabel="Close"
      confirmLabel="Give master password"
    >
      <Text size="sm">
        The order of <AmountText value={order.amount} currency={order.baseCurrency} /> from{' '}
        {portfolioName ?? 'its portfolio'} waits for the master password. Once it is given the order
        is approved and goes on to processing.
      </Text>
      <MasterPasswordInput ref={passwordRef} error={fieldError} />
    </ConfirmDialog>
  );
}
