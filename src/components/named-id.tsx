import { Group, Text } from '@mantine/core';
import { CopyValueButton } from './copy-value-button';

/**
 * A thing by its name, with its id one click away (copy); the id itself when the API names
 * nothing for it. `what` says what the id is ("user id", "portfolio id").
 */
export function NamedId({
  name,
  id,
  what,
  size = 'sm',
}: {
  name: string | undefined;
  id: string;
  what: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={4} wrap="nowrap" align="center">
      {name === undefined ? (
        <Text size={size} ff="monospace" style={{ wordBreak: 'break-all' }}>
          {id}
        </Text>
      ) : (
        <Text size={size} title={`${what}: ${id}`}>
          {name}
        </Text>
      )}
      <CopyValueButton value={id} what={what} />
    </Group>
  );
}
