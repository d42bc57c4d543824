import { Group, Pagination, Select, Text } from '@mantine/core';
import type { Pagination as PaginationInfo } from '../../../shared/contracts/clearloop';
import { settlementPageSizes } from '../settlements-search';

/**
 * Server pagination from the response's own `pagination` object: the page
 * count and total come from the API, the offset is what the URL asks for.
 */
export function SettlementsPagination({
  pagination,
  shown,
  offset,
  onOffsetChange,
  onLimitChange,
}: {
  pagination: PaginationInfo;
  shown: number;
  offset: string;
  onOffsetChange: (offset: string) => void;
  onLimitChange: (limit: (typeof settlementPageSizes)[number]) => void;
}) {
  const limit = Number(pagination.limit);
  const pages = Number(pagination.pages);
  const page = Number(pagination.page);
  const first = Number(offset) + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {shown === 0
          ? `No settlements on this page of ${pagination.totalItems}`
          : `Settlements ${first}–${first + shown - 1} of ${pagination.totalItems}`}
      </Text>
      <Group gap="md">
        {pages > 1 ? (
          <nav aria-label="Settlement pages">
            <Pagination
              total={pages}
              value={Math.min(Math.max(page, 1), pages)}
              onChange={(next) => onOffsetChange(String((next - 1) * limit))}
              size="sm"
              withEdges
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </nav>
        ) : null}
        <Select
          label="Rows per page"
          size="xs"
          w={110}
          data={[...settlementPageSizes]}
          value={pagination.limit}
          allowDeselect={false}
          onChange={(value) => {
            const size = settlementPageSizes.find((candidate) => candidate === value);
            if (size) onLimitChange(size);
          }}
        />
      </Group>
    </Group>
  );
}
