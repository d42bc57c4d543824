import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { orderPageSizes, type OrdersSearch } from '../orders-search';

/** Offset/limit paging: the API returns no total, so "next" is offered while pages are full. */
export function OrdersPagination({
  search,
  rowCount,
  onPage,
}: {
  search: OrdersSearch;
  rowCount: number;
  onPage: (page: { offset: string; limit?: OrdersSearch['limit'] }) => void;
}) {
  // Offsets and limits are row counts, not money: JS numbers are exact here.
  const offset = Number(search.offset);
  const limit = Number(search.limit);
  const sizes: string[] = [...orderPageSizes];
  const sizeOptions = sizes.includes(search.limit) ? sizes : [...sizes, search.limit];
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs">
        <Select
          label="Rows per page"
          data={sizeOptions.map((size) => ({ value: size, label: Number(size).toLocaleString() }))}
          value={search.limit}
          onChange={(value) => {
            if (value) onPage({ offset: '0', limit: value });
          }}
          allowDeselect={false}
          w={130}
          size="xs"
        />
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {rowCount === 0
            ? 'No rows on this page'
            : `Rows ${(offset + 1).toLocaleString()}–${(offset + rowCount).toLocaleString()}`}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={offset === 0}
          onClick={() => onPage({ offset: String(Math.max(0, offset - limit)) })}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={rowCount < limit}
          onClick={() => onPage({ offset: String(offset + limit) })}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
