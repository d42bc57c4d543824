import { useRef, useState } from 'react';
import { z } from 'zod';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import { useEnterMasterPassword } from '../../order-writing/api/use-order-actions';
import { useCoSignOrder } from '../api/use-co-sign-order';
import {
  describeRefusal,
  isWrongMasterPassword,
  wrongMasterPasswordWords,
} from '../../../lib/describe-refusal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MasterPasswordInput } from '../../../components/master-password-input';
import { needsMasterPassword } from '../co-sign-rules';
import { hashMasterPassword } from '../../order-writing/hash-master-password';
import { destinationOf } from '../safety-checks';
import { AddressChunks } from './address-chunks';
import { useApprovalCode } from './approval-code-badge';
import { OrderRestatement } from './order-restatement';
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
 * Confirms an approval, restating what is approved. The master password, when the order needs
 * it, is read once on submit and hashed; only the hash is sent. It stays in the input after a
 * refusal so it can be corrected.
 */
export function ApproveDialog(props: ApproveDialogProps) {
  const { order, onClose, onApproved } = props;
  const coSign = useCoSignOrder(props.userId);
  // An order waiting at master-password-required gets the provider's own step for it.
  const givePassword = useEnterMasterPassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stepUp = useStepUp();
  const withPassword = needsMasterPassword(order);
  // Restated from the order this dialog was opened for, never from the current selection.
  const code = useApprovalCode(order);
  const destination = destinationOf(order, props.addressBook);
  const entry = props.addressBook.find(
    (item) => item.cryptoAddressId === order.extra?.toCryptoAddressId,
  );

  async function approve() {
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
    try {
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
        setFieldError(wrongMasterPasswordWords);
        passwordRef.current?.select();
      }
      throw error;
    }
  }

  const error = coSign.error ?? givePassword.error;
  return (
    <ConfirmDialog
      title="Approve this order?"
      closeLabel="Close without approving"
      size="lg"
      onClose={onClose}
      onConfirm={approve}
      stepUp={stepUp.state}
      passkey={{
        destinationName: entry?.name,
        addressView: (address) => <AddressChunks address={address} />,
      }}
      // A wrong master password is said once, at the field that holds it.
      failure={
        error === null || isWrongMasterPassword(error)
          ? null
          : describeRefusal(error, withPassword ? 'master password' : 'approval')
      }
      pending={coSign.isPending || givePassword.isPending || stepUp.busy}
      dismissLabel="Cancel"
      confirmLabel="Approve"
      confirmFocused={!withPassword}
    >
      <OrderRestatement
        order={order}
        portfolioName={props.portfolioName}
        destinationName={entry?.name}
        destinationAddress={destination.address}
        approvalCode={code}
      />
      {withPassword ? <MasterPasswordInput ref={passwordRef} error={fieldError} /> : null}
    </ConfirmDialog>
  );
}
