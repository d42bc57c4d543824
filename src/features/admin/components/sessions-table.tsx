import { RowDangerButton } from '../../../components/row-danger-button';
import { Badge, Group, Table, Text } from '@mantine/core';
import { WideTable } from '../../../components/wide-table';
import {
  formatLocalDateTime,
  formatLocalDateTimeToMinute,
  formatRelative,
} from '../../../lib/time';
import type { LiveSession } from '../../../shared/admin';
import { durationSince, rolesInWords, sessionEndInWords } from '../admin-words';
import type { EndRequest } from './sessions-section';
import { TableHead } from '../../../components/table-head';

function EndButtons({
  session,
  own,
  onEnd,
}: {
  session: LiveSession;
  /** Another session of the administrator: ending "all" would sign them out here too. */
  own: boolean;
  onEnd: (request: EndRequest) => void;
}) {
  const name = session.person.name;
  if (session.current) {
    return (
      <Text size="xs" c="dimmed">
        Sign out to end it
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowDangerButton
        label={`End this session of ${name}`}
        onClick={() => onEnd({ session, all: false })}
      >
        End session
      </RowDangerButton>
      {own ? null : (
        <RowDangerButton
          label={`End all sessions of ${name}`}
          onClick={() => onEnd({ session, all: true })}
        >
          End all sessions
        </RowDangerButton>
      )}
    </Group>
  );
}

/** One row per live session: the person, their roles, and when it began, was used and ends. */
export function SessionsTable({
  sessions,
  now,
  onEnd,
}: {
  sessions: LiveSession[];
  now: number;
  onEnd: (request: EndRequest) => void;
}) {
  const ownSubject = sessions.find((session) => session.current)?.person.subject;
  return (
    <WideTable minWidth={960} aria-label="Live sessions" verticalSpacing="xs">
      <TableHead labels={['Person', 'Roles', 'Signed in', 'Last active', 'Ends']} actions />
      <Table.Tbody>
        {sessions.map((session) => {
          const ends = sessionEndInWords(session, now);
          return (
            <Table.Tr key={session.id} data-current={session.current || undefined}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {session.person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {session.person.email}
                </Text>
                {session.current ? (
                  <Badge variant="outline" size="sm" tt="none" mt={4}>
                    This session
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{rolesInWords(session.roles)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatLocalDateTimeToMinute(session.createdAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  for {durationSince(session.createdAt, now)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  title={formatLocalDateTime(session.lastActiveAt)}
                >
                  {formatRelative(session.lastActiveAt, now)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {ends.when}
                </Text>
                <Text size="xs" c="dimmed">
                  {ends.detail}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <EndButtons
                  session={session}
                  own={session.person.subject === ownSubject}
                  onEnd={onEnd}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </WideTable>
  );
}
