import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorState } from '../../../components/page-states';
import { balanceMinimumKeys } from '../../../lib/query-keys';
import { minimumAmountSchema, type MinimumTarget } from '../../../shared/balance-minimums';
import { setBalanceMinimum } from '../api/balance-minimums-api';

const formSchema = z.object({ amount: minimumAmountSchema });

/**
 * Sets (or changes) one target's minimum: the amount as typed, checked in words before it is
 * sent; a refusal is shown beside the button and the amount stays as typed.
 */
export function MinimumForm({
  target,
  current,
  label,
  onDone,
}: {
  target: MinimumTarget;
  /** The amount set now, offered for change. */
  current?: string;
  label: string;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: current ?? '' },
  });
  const set = useMutation({
    mutationFn: setBalanceMinimum,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: balanceMinimumKeys.all });
      onDone?.();
    },
  });
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(({ amount }) => set.mutate({ target, amount }))(event)
      }
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={`Minimum (${target.currency})`}
          placeholder="e.g. 1,000.50"
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
          error={form.formState.errors.amount?.message}
        />
        <Button type="submit" mt={25} loading={set.isPending}>
          {current === undefined ? 'Set minimum' : 'Change minimum'}
        </Button>
      </Group>
      {set.error ? <ErrorState error={set.error} /> : null}
    </form>
  );
}
