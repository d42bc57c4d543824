import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AmountText } from '../../../components/amount-text';
import { StatusAlert } from '../../../components/status-alert';
import { PasskeyMoment } from '../../../components/step-up/passkey-moment';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { requestBodyText } from '../../../lib/api-client';
import { endpoints } from '../../../shared/endpoints';
import { textLimits } from '../../../shared/contracts/request-limits';
import type { Order } from '../../../shared/contracts/orders';
import { useCancelOrder } from '../api/use-order-actions';
import { describeOrderActionError } from '../order-action-errors';

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
  const inFlight = useRef(false);
  const form = useForm<ReasonForm, unknown, z.output<typeof reasonFormSchema>>({
    defaultValues: { reason: '' },
    resolver: zodResolver(reasonFormSchema),
  });

  async function send({ reason }: z.output<typeof reasonFormSchema>) {
    // A double click or Enter held down must not send a second cancellation.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const confirmed = await stepUp.confirm({
        action: 'cancel',
        orderId: order.orderId,
        body: requestBodyText(endpoints.cancelOrder, { reason }),
      });
      // Cancelled or refused: the dialog stays with the reason as typed, and says why.
      if (confirmed === undefined) return;
      onCanceled(await mutation.mutateAsync({ orderId: order.orderId, reason, stepUp: confirmed }));
    } catch {
      // Shown below from the mutation's state; the reason stays in the field.
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
      title="Cancel this order?"
      closeButtonProps={{ 'aria-label': 'Close without cancelling' }}
      centered
    >
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The order of <AmountText value={order.amount} currency={order.baseCurrency} /> from{' '}
            {portfolioName ?? 'its portfolio'} stops now and its reserved funds become available
            again. This cannot be undone.
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
              Keep the order
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
