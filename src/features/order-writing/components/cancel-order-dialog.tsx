import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AmountText } from '../../../components/amount-text';
import { StatusAlert } from '../../../components/status-alert';
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
      onCanceled(await mutation.mutateAsync({ orderId: order.orderId, reason }));
    } catch {
      // Shown below from the mutation's state; the reason stays in the field.
    } finally {
      inFlight.current = false;
    }
  }
  const failure = mutation.isError ? describeOrderActionError(mutation.error) : null;

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
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Keep the order
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
