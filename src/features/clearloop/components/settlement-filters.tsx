import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { settlementStatuses } from '../../../shared/contracts/clearloop';
import {
  filterFormOf,
  filterSearchOf,
  settlementFilterFormSchema,
  type SettlementsSearch,
} from '../settlements-search';
import { DateTimeFilter } from './date-time-filter';

type FilterSearch = ReturnType<typeof filterSearchOf>;

const sortOptions = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

/**
 * Every GET /clearloop/settlements filter; applied to the URL only when valid.
 * The page remounts it (by key) when the applied filters change, so the form
 * always starts from what the URL says, while paging keeps unsaved edits.
 */
export function SettlementFilters({
  search,
  onApply,
  onClear,
}: {
  search: SettlementsSearch;
  onApply: (filters: FilterSearch) => void;
  onClear: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(settlementFilterFormSchema),
    defaultValues: filterFormOf(search),
  });

  const portfolios = useQuery(portfoliosQueryOptions);
  const portfolioOptions = [...(portfolios.data?.values() ?? [])]
    .filter((portfolio) => portfolio.portfolioType === 'clearloop')
    .map((portfolio) => ({ value: portfolio.portfolioId, label: portfolio.portfolioName }));
  if (search.portfolioId && !portfolioOptions.some((o) => o.value === search.portfolioId)) {
    portfolioOptions.push({ value: search.portfolioId, label: search.portfolioId });
  }
  const errors = form.formState.errors;

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label="Settlement filters"
      onSubmit={(event) =>
        void form.handleSubmit((values) => onApply(filterSearchOf(values)))(event)
      }
      noValidate
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <Controller
          control={form.control}
          name="portfolioId"
          render={({ field }) => (
            <Select
              label="Portfolio"
              placeholder="Any ClearLoop portfolio"
              data={portfolioOptions}
              searchable
              clearable
              value={field.value === '' ? null : field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextInput
          label="Client account id"
          placeholder="e.g. BYB-2493082"
          {...form.register('clientAccountId')}
          error={errors.clientAccountId?.message}
        />
        <TextInput
          label="Exchange settlement id"
          placeholder="e.g. BYB-STL-000123"
          {...form.register('exchangeSettlementId')}
          error={errors.exchangeSettlementId?.message}
        />
        <TextInput
          label="Recent cycles per exchange"
          placeholder="All cycles"
          inputMode="numeric"
          {...form.register('cycles')}
          error={errors.cycles?.message}
        />
        <Controller
          control={form.control}
          name="createdAfter"
          render={({ field }) => (
            <DateTimeFilter label="Created from" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="createdBefore"
          render={({ field, fieldState }) => (
            <DateTimeFilter
              label="Created until"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="cycleStartTimestamp"
          render={({ field }) => (
            <DateTimeFilter
              label="Cycle start"
              value={field.value}
              onChange={field.onChange}
              withSeconds
            />
          )}
        />
        <Controller
          control={form.control}
          name="sortDirection"
          render={({ field }) => (
            <Select
              label="Sort by creation time"
              data={sortOptions}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'desc')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="clearLoopSettlementStatuses"
          render={({ field }) => (
            <MultiSelect
              label="Statuses"
              placeholder={field.value.length === 0 ? 'Any status' : undefined}
              data={[...settlementStatuses]}
              clearable
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="clearLoopSettlementStatusesNotIn"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Excluding statuses"
              placeholder={field.value.length === 0 ? 'None excluded' : undefined}
              data={[...settlementStatuses]}
              clearable
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClear}>
          Clear filters
        </Button>
        <Button type="submit">Apply filters</Button>
      </Group>
    </Paper>
  );
}
