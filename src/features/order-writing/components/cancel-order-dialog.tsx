import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AmountText } from '../../../components/amount-text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { requestBodyText } from '../../../lib/api-client';
import { endpoints } from '../../../shared/endpoints';
import { textLimits } from '../../../shared/contracts/request-limits';
import type { Order } from '../../../shared/contracts/orders';
import { useCancelOrder } from '../api/use-order-actions';
import { describeRefusal } from '../../../lib/describe-refusal';

const reasonFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why the order is cancelled: it stays on the record.' })
    .max(textLimits.reason, { error: `At most ${textLimits.reason} characters.` }),
});
type ReasonForm = z.input<typeof reasonFormSchema>;

/**
 * Confirms a cancellation and asks why. The dialog stays open on a refusal with the reason
 * as typed, so a retry or a copy of it loses nothing.
 */
export function CancelOrderDialog({
  order,
  portfolioName,
  onClose,
  onCanceled,
}: {
  order: Order;
  portfolioName: string | undefined;
  onClose: () => void;
  onCanceled: (updated: Order) => void;
}) {
  const mutation = useCancelOrder();
  const stepUp = useStepUp();
  const form = useForm<ReasonForm, unknown, z.output<typeof reasonFormSchema>>({
    defaultValues: { reason: '' },
    resolver: zodResolver(reasonFormSchema),
  });

  async function send({ reason }: z.output<typeof reasonFormSchema>) {
    const confirmed = await stepUp.confirm({
      action: 'cancel',
      orderId: order.orderId,
      body: requestBodyText(endpoints.cancelOrder, { reason }),
    });
    // Cancelled or refused: the dialog stays with the reason as typed, and says why.
    if (confirmed === undefined) return;
    onCanceled(await mutation.mutateAsync({ orderId: order.orderId, reason, stepUp: confirmed }));
  }

  return (
    <ConfirmDialog
      title="Cancel this order?"
      closeLabel="Close without cancelling"
      onClose={onClose}
      onConfirm={form.handleSubmit(send)}
      stepUp={stepUp.state}
      failure={mutation.error === null ? null : describeRefusal(mutation.error, 'cancellation')}
      pending={mutation.isPending || stepUp.busy}
      dismissLabel="Keep the order"
      confirmLabel="Cancel order"
      confirmColor="red"
    >
      <Text size="sm">
        The order of <AmountText value={order.amount} currency={order.baseCurrency} /> from{' '}
        {portfolioName ?? 'its portfolio'} stops now and its reserved funds become available again.
        This cannot be undone.
      </Text>
      <Textarea
        label="Reason"
        description="Kept with the cancellation in the provider's and this dashboard's records."
        rows={3}
        maxLength={textLimits.reason}
        required
        data-autofocus
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ConfirmDialog>
  );
}
