import {
  Badge,
  Button,
  Chip,
  Collapse,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  listableOrderTypes,
  type ListableOrderType,
} from '../../../shared/contracts/list-orders-query';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { activeFilterCount, advancedFilterCount, type OrdersSearch } from '../orders-search';
import { FindOrderBox } from './find-order-box';
import { StatusFilter } from './status-filter';

// The date pickers behind "More filters" load the first time the section opens.
const MoreFilters = lazy(async () => ({ default: (await import('./more-filters')).MoreFilters }));

const orderTypeLabels: Record<ListableOrderType, string> = {
  withdraw: 'Withdrawals',
  deposit: 'Deposits',
};

function isListableOrderType(value: string): value is ListableOrderType {
  return listableOrderTypes.some((type) => type === value);
}

/** Every GET /orders filter; each change is a URL change, so links and back/forward work. */
export function OrdersFilterBar({
  search,
  portfolios,
  onChange,
  onReset,
}: {
  search: OrdersSearch;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  onChange: (patch: Partial<OrdersSearch>) => void;
  onReset: () => void;
}) {
  const active = activeFilterCount(search);
  const advancedActive = advancedFilterCount(search);
  const [moreOpen, more] = useDisclosure(advancedActive > 0);
  // Once opened, the section stays mounted so closing it never drops what was typed there.
  const [moreMounted, setMoreMounted] = useState(moreOpen);
  if (moreOpen && !moreMounted) setMoreMounted(true);
  const portfolioOptions = useMemo(
    () =>
      [...(portfolios?.values() ?? [])]
        .map((portfolio) => ({ value: portfolio.portfolioId, label: portfolio.portfolioName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [portfolios],
  );
  // A portfolio id from a link that is not (yet) in the reference data still shows.
  const selectedPortfolios = search.portfolioIds ?? [];
  const missing = selectedPortfolios
    .filter((id) => !portfolios?.has(id))
    .map((id) => ({ value: id, label: id }));

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group gap="md" align="flex-start" wrap="wrap">
          <FindOrderBox search={search} onChange={onChange} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="order-types-label">
              Order types
            </Text>
            <Chip.Group
              multiple
              value={search.orderTypes}
              onChange={(next) => {
                const types = next.filter(isListableOrderType);
                // GET /orders needs at least one type.
                if (types.length > 0) onChange({ orderTypes: types });
              }}
            >
              <Group gap={6} role="group" aria-labelledby="order-types-label">
                {listableOrderTypes.map((type) => (
                  <Chip key={type} value={type} size="sm">
                    {orderTypeLabels[type]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <StatusFilter
            value={search.statuses ?? []}
            onChange={(statuses) => onChange({ statuses })}
          />
          <MultiSelect
            label="Portfolios"
            placeholder={selectedPortfolios.length === 0 ? 'All portfolios' : undefined}
            data={[...portfolioOptions, ...missing]}
            value={selectedPortfolios}
            onChange={(portfolioIds) => onChange({ portfolioIds })}
            searchable
            clearable
            w={300}
            size="sm"
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={more.toggle}
            aria-expanded={moreOpen}
            rightSection={
              advancedActive > 0 ? (
                <Badge size="xs" circle>
                  {advancedActive}
                </Badge>
              ) : null
            }
          >
            {moreOpen ? 'Fewer filters' : 'More filters'}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onReset}
            disabled={active === 0}
          >
            {active === 0
              ? 'No filters applied'
              : `Clear ${active} filter${active === 1 ? '' : 's'}`}
          </Button>
        </Group>
        <Collapse expanded={moreOpen}>
          {moreMounted ? (
            <Suspense
              fallback={<Loader size="sm" role="status" aria-label="Loading more filters" />}
            >
              <MoreFilters search={search} onChange={onChange} />
            </Suspense>
          ) : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
