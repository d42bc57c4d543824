import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState } from '../../../components/page-states';
import { revokeApiKeyRequestSchema, type ApiKeyHolder } from '../../../shared/api-keys';

const reasonSchema = revokeApiKeyRequestSchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;

/**
 * Asks why before a key is revoked: the reason is required, and the person reads it. A
 * refusal stays beside the button, with the reason as typed.
 */
export function RevokeKeyDialog({
  holder,
  pending,
  error,
  onRevoke,
  onClose,
}: {
  holder: ApiKeyHolder;
  pending: boolean;
  error: unknown;
  onRevoke: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useForm<ReasonForm, unknown, z.output<typeof reasonSchema>>({
    defaultValues: { reason: '' },
    resolver: zodResolver(reasonSchema),
  });
  const { name } = holder.person;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Revoke the API key of ${name}?`}
      closeButtonProps={{ 'aria-label': 'Close without changing anything' }}
      centered
    >
      <form
        noValidate
        aria-label={`Revoke the API key of ${name}`}
        onSubmit={(event) => void form.handleSubmit((values) => onRevoke(values.reason))(event)}
      >
        <Stack gap="md">
          <Text size="sm">
            The key ending {holder.keyLast4} is deleted from this dashboard at once: nothing more is
            signed with it, and {name} must add a key again before they can act. They are told at
            once, with your reason.
          </Text>
          <Textarea
            label="Reason"
            description={`${name} reads this.`}
            autosize
            minRows={2}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          {error ? <ErrorState error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Revoke key
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
