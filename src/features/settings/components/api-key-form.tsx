import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/page-states';
import { PasskeyMoment } from '../../../components/step-up/passkey-moment';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { credentialsKey, identityKey, platformKey, sessionKey } from '../../../lib/query-keys';
import { saveApiKey } from '../../../lib/session-api';
import { saveCredentialsRequestSchema } from '../../../shared/session';

type KeyFormValues = { apiKey: string; apiSecret: string };

/** Paste a key and its secret; the server checks them with one signed read before keeping them. */
export function ApiKeyForm({ submitLabel, onDone }: { submitLabel: string; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<KeyFormValues>({
    defaultValues: { apiKey: '', apiSecret: '' },
    resolver: zodResolver(saveCredentialsRequestSchema),
  });
  const stepUp = useStepUp();
  const save = useMutation({
    mutationFn: async (values: KeyFormValues) => {
      // Once the person has a passkey, only a passkey may swap the key everything is signed with.
      const confirmed = await stepUp.confirm({ action: 'api-key', apiKey: values.apiKey.trim() });
      return confirmed === undefined ? 'not-confirmed' : saveApiKey(values, confirmed);
    },
    onSuccess: async (saved) => {
      // The passkey prompt did not complete: the form keeps what was typed, the moment says why.
      if (saved === 'not-confirmed') return;
      form.reset();
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: credentialsKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
        // A new key's owner is unknown until its holder confirms it.
        queryClient.invalidateQueries({ queryKey: identityKey }),
        // What the person may see can change with the key that signs their reads.
        queryClient.invalidateQueries({ queryKey: platformKey }),
      ]);
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <Stack gap="sm" maw={520}>
        <TextInput
          label="API key"
          description="The key's public part, as the provider shows it."
          autoComplete="off"
          spellCheck={false}
          {...form.register('apiKey')}
          error={errors.apiKey?.message}
        />
        <PasswordInput
          label="API secret"
          description="Shown once by the provider when the key was made. It is encrypted here and never shown again."
          autoComplete="off"
          {...form.register('apiSecret')}
          error={errors.apiSecret?.message}
        />
        <PasskeyMoment state={stepUp.state} />
        {save.error && stepUp.state.phase === 'idle' ? <ErrorState error={save.error} /> : null}
        <Group>
          <Button type="submit" loading={save.isPending || stepUp.busy}>
            {submitLabel}
          </Button>
          {onDone ? (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
