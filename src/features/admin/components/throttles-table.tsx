import { Button, Group, Table, Text } from '@mantine/core';
import { WideTable } from '../../../components/wide-table';
import { formatRelative } from '../../../lib/time';
import type { ClearThrottlesRequest, SignInThrottle } from '../../../shared/admin';
import {
  clearTargets,
  failuresInWords,
  targetInWords,
  throttleWho,
  waitInWords,
} from '../admin-words';
import { TableHead } from '../../../components/table-head';

/** One row per throttle: whom it counts, how many wrong passwords, and any wait. */
export function ThrottlesTable({
  throttles,
  now,
  onClear,
}: {
  throttles: SignInThrottle[];
  now: number;
  onClear: (target: ClearThrottlesRequest) => void;
}) {
  return (
    <WideTable minWidth={860} aria-label="Sign-in throttles" verticalSpacing="xs">
      <TableHead labels={['Counted for', 'Wrong passwords', 'Wait']} actions />
      <Table.Tbody>
        {throttles.map((throttle) => (
          <Table.Tr key={`${throttle.tier}\u0000${throttle.account}\u0000${throttle.address}`}>
            <Table.Td>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {throttleWho(throttle)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{failuresInWords(throttle.failures)}</Text>
              <Text size="xs" c="dimmed">
                last {formatRelative(throttle.lastFailureAt, now)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{waitInWords(throttle, now)}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Group gap={4} wrap="nowrap" justify="flex-end">
                {clearTargets(throttle).map((target) => (
                  <Button
                    key={'account' in target ? 'account' : 'address'}
                    variant="subtle"
                    size="xs"
                    aria-label={`Clear ${targetInWords(target)}`}
                    onClick={() => onClear(target)}
                  >
                    {'account' in target ? 'Clear account' : 'Clear address'}
                  </Button>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WideTable>
  );
}
