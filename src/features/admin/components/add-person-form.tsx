import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/page-states';
import { adminKeys } from '../../../lib/query-keys';
import { addPersonRequestSchema, type AddPersonRequest } from '../../../shared/people';
import { addPerson } from '../api/people-queries';
import { RolesCheckboxes } from './roles-checkboxes';
import type { HandOver } from './one-time-password';

/** Add a person to the dashboard's own identity provider: name, email and roles. */
export function AddPersonForm({ onAdded }: { onAdded: (handOver: HandOver) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<AddPersonRequest>({
    defaultValues: { name: '', email: '', roles: ['viewer'] },
    resolver: zodResolver(addPersonRequestSchema),
  });
  const add = useMutation({
    mutationFn: addPerson,
    onSuccess: async ({ person, oneTimePassword }) => {
      form.reset();
      onAdded({ person, oneTimePassword, what: 'added' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.people() });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Add a person"
      onSubmit={(event) => void form.handleSubmit((values) => add.mutate(values))(event)}
    >
      <Stack gap="sm" maw={720}>
        <Group grow align="flex-start">
          <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Email"
            description="What they sign in with."
            type="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
        </Group>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <RolesCheckboxes
              value={field.value}
              onChange={field.onChange}
              error={errors.roles?.message}
            />
          )}
        />
        {add.error ? <ErrorState error={add.error} /> : null}
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add person
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
