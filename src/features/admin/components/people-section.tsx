import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { useNow } from '../../../components/use-now';
import { adminKeys } from '../../../lib/query-keys';
import type { Role } from '../../../shared/access';
import type { ManagedPerson } from '../../../shared/people';
import { rolesInWords } from '../admin-words';
import { clearSignInThrottles } from '../api/admin-queries';
import {
  changeRoles,
  deactivatePerson,
  peopleQueryOptions,
  resetPassword,
} from '../api/people-queries';
import { AddPersonForm } from './add-person-form';
import { ChangeRolesDialog } from './change-roles-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { OneTimePassword, type HandOver } from './one-time-password';
import { PeopleTable, type PersonAction } from './people-table';

interface Asked {
  action: PersonAction;
  person: ManagedPerson;
  roles?: Role[];
}

/** Runs what was asked and says, in words, what happened. */
async function perform({ action, person, roles }: Asked): Promise<string | HandOver> {
  switch (action) {
    case 'roles': {
      const changed = await changeRoles(person, roles ?? []);
      return changed.pendingGrant === null
        ? `${person.name}’s roles are now: ${rolesInWords(changed.person.roles)}.`
        : `Giving ${person.name} ${rolesInWords(changed.pendingGrant.rolesAfter)} waits for a second administrator’s approval.`;
    }
    case 'password':
      return { ...(await resetPassword(person)), what: 'reset' };
    case 'throttle': {
      const cleared = await clearSignInThrottles({ account: person.email });
      return cleared === 0
        ? `${person.name}’s sign-in was not slowed down.`
        : `Cleared ${person.name}’s sign-in throttles: they may try again at once.`;
    }
    case 'deactivate':
      await deactivatePerson(person);
      return `Deactivated ${person.name}: they are signed out everywhere and cannot sign in.`;
  }
}

const confirmations: Record<
  Exclude<PersonAction, 'roles'>,
  { title: string; label: string; body: string }
> = {
  password: {
    title: 'Reset the password of',
    label: 'Reset password',
    body: 'Their current password stops working. A new one is generated for you to hand over.',
  },
  throttle: {
    title: 'Clear the sign-in throttle of',
    label: 'Clear throttle',
    body: 'Wrong passwords typed for their email stop slowing their sign-in down.',
  },
  deactivate: {
    title: 'Deactivate',
    label: 'Deactivate',
    body: 'They are signed out in every browser at once and can no longer sign in. Their history stays.',
  },
};

/** The people who may sign in: managed here on the embedded provider, listed only otherwise. */
export function PeopleSection({ selfSubject }: { selfSubject: string }) {
  const people = useQuery(peopleQueryOptions);
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [adding, setAdding] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [done, setDone] = useState<string | HandOver | null>(null);
  const act = useMutation({
    mutationFn: perform,
    onSuccess: async (outcome) => {
      setAsked(null);
      setDone(outcome);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const ask = (action: PersonAction, person: ManagedPerson) => {
    act.reset();
    setDone(null);
    setAsked({ action, person });
  };
  const embedded = people.data?.directory === 'embedded';

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-people">
      <Title order={2} size="h4" mb="xs" id="admin-people">
        People
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {people.data && !embedded
          ? 'People sign in through your organization’s identity provider and are managed there. These are the people who have signed in, with the roles their last sign-in gave them.'
          : 'Who may sign in to this dashboard, and with which roles.'}
      </Text>
      <Stack gap="sm">
        {typeof done === 'string' ? <StatusAlert color="green" role="status" title={done} /> : null}
        {done !== null && typeof done !== 'string' ? <OneTimePassword handOver={done} /> : null}
        {embedded ? (
          adding ? (
            <AddPersonForm
              onAdded={(handOver) => {
                setDone(handOver);
                setAdding(false);
              }}
            />
          ) : (
            <Button
              variant="light"
              w="fit-content"
              onClick={() => {
                setDone(null);
                setAdding(true);
              }}
            >
              Add a person
            </Button>
          )
        ) : null}
        {people.isPending ? <PendingState label="Loading people…" /> : null}
        {people.error ? (
          <ErrorState error={people.error} onRetry={() => void people.refetch()} />
        ) : null}
        {people.data ? (
          <PeopleTable
            people={people.data.people}
            now={now}
            selfSubject={selfSubject}
            {...(embedded ? { onAct: ask } : {})}
          />
        ) : null}
      </Stack>
      {asked?.action === 'roles' ? (
        <ChangeRolesDialog
          person={asked.person}
          pending={act.isPending}
          error={act.error}
          onSave={(roles) => act.mutate({ ...asked, roles })}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {asked && asked.action !== 'roles' ? (
        <ConfirmDialog
          title={`${confirmations[asked.action].title} ${asked.person.name}?`}
          confirmLabel={confirmations[asked.action].label}
          pending={act.isPending}
          error={act.error}
          onConfirm={() => act.mutate(asked)}
          onClose={() => setAsked(null)}
        >
          {asked.person.name} ({asked.person.email}). {confirmations[asked.action].body}
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
