import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { UnreadableValue } from '../../../components/unreadable-value';
import { firstUnreadable } from '../../../lib/left-out';
import { isUnreadable } from '../../../shared/contracts/readable';
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
  requestedLimit,
  onOffsetChange,
  onLimitChange,
}: {
  pagination: PaginationInfo;
  shown: number;
  offset: string;
  /** The page size the URL asked for: paging falls back on it when the API's is unreadable. */
  requestedLimit: string;
  onOffsetChange: (offset: string) => void;
  onLimitChange: (limit: (typeof settlementPageSizes)[number]) => void;
}) {
  const { limit: sentLimit, pages: sentPages, page: sentPage, totalItems } = pagination;
  const unreadable = firstUnreadable({
    limit: sentLimit,
    pages: sentPages,
    page: sentPage,
    total: totalItems,
  });
  const readable =
    unreadable === undefined &&
    !isUnreadable(sentLimit) &&
    !isUnreadable(sentPages) &&
    !isUnreadable(sentPage);
  const limit = Number(readable ? sentLimit : requestedLimit);
  const pages = readable ? Number(sentPages) : 0;
  const page = readable ? Number(sentPage) : 0;
  const first = Number(offset) + 1;
  const total = isUnreadable(totalItems) ? (
    <UnreadableValue value={totalItems} label="Total settlements" />
  ) : (
    totalItems
  );
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {shown === 0
          ? 'No settlements on this page of '
          : `Settlements ${first}–${first + shown - 1} of `}
        {total}
        {readable
          ? null
          : ` (the page information could not be read: ${unreadable ?? 'unreadable'})`}
      </Text>
      <Group gap="md">
        {!readable ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={Number(offset) === 0}
              onClick={() => onOffsetChange(String(Math.max(0, Number(offset) - limit)))}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={shown < limit}
              onClick={() => onOffsetChange(String(Number(offset) + limit))}
            >
              Next
            </Button>
          </Group>
        ) : null}
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
          value={requestedLimit}
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
