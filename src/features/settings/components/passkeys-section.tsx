import { RowDangerButton } from '../../../components/row-danger-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState, PendingState } from '../../../components/page-states';
import { PasskeyMoment } from '../../../components/step-up/passkey-moment';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { passkeysKey } from '../../../lib/query-keys';
import {
  fetchPasskeys,
  passkeysAvailable,
  registerPasskey,
  removePasskey,
} from '../../../lib/step-up-api';
import { formatLocalDateTime } from '../../../lib/time';
import { passkeyNameSchema, type PasskeysResponse } from '../../../shared/step-up';
import { TableHead } from '../../../components/table-head';

const nameFormSchema = z.object({ name: passkeyNameSchema });

const modeWords: Record<PasskeysResponse['mode'], string> = {
  passkey:
    'Once you have a passkey, approving an order, giving a master password, cancelling and changing your API key each ask for it, and the server checks it against exactly what you confirm. Someone holding only your session can then do none of these.',
  required:
    'This dashboard requires a passkey to approve, give a master password, cancel or change your API key. Register one here first.',
  off: 'Passkey checks are switched off on this server: passkeys you register are kept, but not asked for.',
};

/** Where passkeys cannot work on this page, in words; undefined where they can. */
function whyNotHere(rpId: string): string | undefined {
  if (window.location.hostname !== rpId) {
    return `Passkeys here belong to ${rpId}: open the dashboard at that address to register or use one.`;
  }
  if (!passkeysAvailable()) {
    return 'This browser cannot use passkeys on this page: they need https, or http://localhost.';
  }
  return undefined;
}

/** Settings → Passkeys: register, name, see and remove the person's own passkeys. */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: passkeysKey, queryFn: fetchPasskeys });
  const stepUp = useStepUp();
  const form = useForm<z.input<typeof nameFormSchema>, unknown, z.output<typeof nameFormSchema>>({
    defaultValues: { name: '' },
    resolver: zodResolver(nameFormSchema),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  const add = useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      // A second passkey is added only with the first: a stolen session must not add its own.
      const confirmed =
        (list.data?.passkeys.length ?? 0) > 0
          ? await stepUp.confirm({ action: 'passkey-add' })
          : {};
      if (confirmed === undefined) return undefined;
      return registerPasskey(name, confirmed);
    },
    onSuccess: async (added) => {
      if (added !== undefined) form.reset();
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const confirmed = await stepUp.confirm({ action: 'passkey-remove', passkeyId: id });
      if (confirmed !== undefined) await removePasskey(id, confirmed);
    },
    onSettled: refresh,
  });

  const problem = list.data === undefined ? undefined : whyNotHere(list.data.rpId);
  const busy = add.isPending || remove.isPending || stepUp.busy;
  const error = stepUp.state.phase === 'idle' ? (add.error ?? remove.error) : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Passkeys
      </Title>
      {list.isPending ? <PendingState label="Loading your passkeys…" /> : null}
      {list.error ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {modeWords[list.data.mode]}
          </Text>
          {problem ? (
            <Alert color="orange" variant="light" title="Passkeys do not work on this page">
              {problem}
            </Alert>
          ) : null}
          {list.data.passkeys.length === 0 ? (
            <Text size="sm">You have no passkey yet.</Text>
          ) : (
            <Table aria-label="Your passkeys" verticalSpacing="xs">
              <TableHead labels={['Name', 'Added', 'Last used']} actions />
              <Table.Tbody>
                {list.data.passkeys.map((passkey) => (
                  <Table.Tr key={passkey.id}>
                    <Table.Td>{passkey.name}</Table.Td>
                    <Table.Td>{formatLocalDateTime(passkey.addedAt)}</Table.Td>
                    <Table.Td>
                      {passkey.lastUsedAt === null
                        ? 'Not used yet'
                        : formatLocalDateTime(passkey.lastUsedAt)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <RowDangerButton
                        disabled={busy || problem !== undefined}
                        label={`Remove passkey ${passkey.name}`}
                        onClick={() => remove.mutate(passkey.id)}
                      >
                        Remove
                      </RowDangerButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <form
            noValidate
            onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label="New passkey's name"
                description="So you can tell your passkeys apart, e.g. “Work laptop”."
                autoComplete="off"
                maw={320}
                {...form.register('name')}
                error={form.formState.errors.name?.message}
              />
              <Button
                type="submit"
                loading={add.isPending}
                disabled={busy || problem !== undefined}
              >
                Add passkey
              </Button>
            </Group>
          </form>
          <PasskeyMoment state={stepUp.state} />
          {error ? <ErrorState error={error} /> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
