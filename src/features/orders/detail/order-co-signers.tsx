import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useUserNames } from '../../reference-data/api/user-names';
import type { OrderExtra } from '../../../shared/contracts/orders';
import { isUnreadable } from '../../../shared/contracts/readable';
import { UnreadableValue } from '../../../components/unreadable-value';

/** "x of y co-signatures", who has signed, and who may sign, by name (ids the organization does not name are shown as they are). */
export function OrderCoSigners({ extra }: { extra: OrderExtra | undefined }) {
  const names = useUserNames();
  const signed = extra?.coSigners ?? [];
  const required = extra?.coSignersNumber;
  const allowed = extra?.availableCoSigners ?? [];
  if (required === undefined && signed.length === 0 && allowed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This order needs no co-signatures.
      </Text>
    );
  }
  const person = (userId: string) => names.get(userId) ?? userId;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" tt="none" color="gray" style={{ color: 'var(--status-text-gray)' }}>
          {required === undefined ? (
            `${signed.length} signed`
          ) : isUnreadable(required) ? (
            <>
              {signed.length} signed of{' '}
              <UnreadableValue value={required} label="Co-signatures required" />
            </>
          ) : (
            `${signed.length} of ${required} co-signatures`
          )}
        </Badge>
      </Group>
      <div>
        <Text size="sm" fw={500}>
          Signed by
        </Text>
        {signed.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody yet
          </Text>
        ) : (
          <List size="sm">
            {signed.map((userId) => (
              <List.Item key={userId}>{person(userId)}</List.Item>
            ))}
          </List>
        )}
      </div>
      <div>
        <Text size="sm" fw={500}>
          Who may co-sign
        </Text>
        <Text size="sm" c={allowed.length === 0 ? 'dimmed' : undefined}>
          {allowed.length === 0
            ? 'Any approver other than the creator'
            : allowed.map(person).join(', ')}
        </Text>
      </div>
    </Stack>
  );
}
