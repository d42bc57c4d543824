import { Button, Menu, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { IconChevronDown } from '@tabler/icons-react';
import { TableHead } from '../../../components/table-head';
import { WideTable } from '../../../components/wide-table';
import {
  formatLocalDateTime,
  formatLocalDateTimeToMinute,
  formatRelative,
} from '../../../lib/time';
import type { ManagedPerson } from '../../../shared/people';
import { rolesInWords } from '../admin-words';

/** What an administrator may do to one person from the list. */
export type PersonAction = 'roles' | 'password' | 'throttle' | 'deactivate';

const actionLabels: Record<PersonAction, string> = {
  roles: 'Change roles',
  password: 'Reset password',
  throttle: 'Clear sign-in throttle',
  deactivate: 'Deactivate',
};

function Actions({
  person,
  self,
  onAct,
}: {
  person: ManagedPerson;
  self: boolean;
  onAct: (action: PersonAction, person: ManagedPerson) => void;
}) {
  if (!person.active) return null;
  // Nobody deactivates themself (the server refuses it too): another administrator must.
  const offered = (Object.keys(actionLabels) as PersonAction[]).filter(
    (action) => !(self && action === 'deactivate'),
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Manage ${person.name}`}
        >
          Manage
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'deactivate' ? 'red' : undefined}
            onClick={() => onAct(action, person)}
          >
            {actionLabels[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One row per person: who, their roles, whether they may sign in, and when they last did. */
export function PeopleTable({
  people,
  now,
  selfSubject,
  onAct,
}: {
  people: ManagedPerson[];
  now: number;
  selfSubject: string;
  /** Absent when people are managed elsewhere: the list is then read-only. */
  onAct?: (action: PersonAction, person: ManagedPerson) => void;
}) {
  const labels = onAct
    ? ['Person', 'Roles', 'Status', 'Added', 'Last sign-in']
    : ['Person', 'Roles (from their claims)', 'Last sign-in'];
  return (
    <WideTable minWidth={onAct ? 900 : 640} aria-label="People" verticalSpacing="xs">
      <TableHead labels={labels} actions={onAct !== undefined} />
      <Table.Tbody>
        {people.map((person) => (
          <Table.Tr key={person.subject}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {person.name}
              </Text>
              <Text size="xs" c="dimmed">
                {person.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{rolesInWords(person.roles)}</Text>
            </Table.Td>
            {onAct ? (
              <>
                <Table.Td>
                  <StatusBadge
                    value={person.active ? 'Active' : 'Deactivated'}
                    tone={person.active ? 'success' : 'neutral'}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {person.addedAt === null ? '—' : formatLocalDateTimeToMinute(person.addedAt)}
                  </Text>
                </Table.Td>
              </>
            ) : null}
            <Table.Td>
              <Text
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
                title={
                  person.lastSignInAt === null
                    ? undefined
                    : formatLocalDateTime(person.lastSignInAt)
                }
              >
                {person.lastSignInAt === null ? 'Never' : formatRelative(person.lastSignInAt, now)}
              </Text>
            </Table.Td>
            {onAct ? (
              <Table.Td ta="right">
                <Actions person={person} self={person.subject === selfSubject} onAct={onAct} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WideTable>
  );
}
