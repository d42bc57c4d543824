import { RowDangerButton } from '../../../components/row-danger-button';
import { Code, Table, Text } from '@mantine/core';
import { TableHead } from '../../../components/table-head';
import { WideTable } from '../../../components/wide-table';
import {
  formatLocalDateTime,
  formatLocalDateTimeToMinute,
  formatRelative,
} from '../../../lib/time';
import type { ApiKeyHolder } from '../../../shared/api-keys';

/** One row per key: whose, its last four characters, when it was added and last used. */
export function ApiKeysTable({
  holders,
  now,
  onRevoke,
}: {
  holders: ApiKeyHolder[];
  now: number;
  onRevoke: (holder: ApiKeyHolder) => void;
}) {
  return (
    <WideTable minWidth={720} aria-label="API keys" verticalSpacing="xs">
      <TableHead labels={['Person', 'Key', 'Added', 'Last used']} actions />
      <Table.Tbody>
        {holders.map((holder) => (
          <Table.Tr key={holder.person.subject}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {holder.person.name}
              </Text>
              <Text size="xs" c="dimmed">
                {holder.person.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                ending <Code>{holder.keyLast4}</Code>
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatLocalDateTimeToMinute(holder.addedAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              {holder.lastUsedAt === null ? (
                <Text size="sm">Never</Text>
              ) : (
                <Text
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  title={formatLocalDateTime(holder.lastUsedAt)}
                >
                  {/* A use after this view's clock last ticked is "now", never "in 2 seconds". */}
                  {formatRelative(holder.lastUsedAt, Math.max(now, holder.lastUsedAt))}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">
              <RowDangerButton
                label={`Revoke the API key of ${holder.person.name}`}
                onClick={() => onRevoke(holder)}
              >
                Revoke
              </RowDangerButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WideTable>
  );
}
