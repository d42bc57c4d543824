import { Group, MultiSelect, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currenciesQueryOptions } from '../../reference-data/api/reference-queries';
import { portfolioTypes, type PortfolioType } from '../../../shared/contracts/orders';
import type { OrdersSearch } from '../orders-search';
import { DateRangeFilter, SinceDateFilter } from '../../../components/filters/date-range-filter';
import { DebouncedTextFilter } from '../../../components/filters/debounced-text-filter';

const portfolioTypeOptions = [...portfolioTypes];
function isPortfolioType(value: string): value is PortfolioType {
  return portfolioTypeOptions.some((type) => type === value);
}

/** Codes offered as suggestions; any other code can still be typed (the API may know more). */
function useCurrencySuggestions() {
  const currencies = useQuery(currenciesQueryOptions);
  return useMemo(() => {
    const list = currencies.data?.currencies ?? [];
    return {
      codes: [...new Set(list.map((entry) => entry.currency))].sort(),
      networks: [...new Set(list.map((entry) => entry.mainCurrency))].sort(),
    };
  }, [currencies.data]);
}

/** The less common GET /orders filters: portfolio types, currencies, dates and exact ids. */
export function MoreFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const { codes, networks } = useCurrencySuggestions();
  const currencyInput = (
    label: string,
    key: 'currencies' | 'baseCurrencies' | 'quoteCurrencies' | 'mainCurrencies',
    data: string[],
  ) => (
    <TagsInput
      label={label}
      placeholder={search[key]?.length ? undefined : 'Any'}
      data={data}
      value={search[key] ?? []}
      onChange={(next) =>
        onChange({ [key]: next.map((code) => code.trim().toUpperCase()).filter(Boolean) })
      }
      clearable
      size="sm"
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect
          label="Portfolio types"
          placeholder={search.portfolioTypes?.length ? undefined : 'Any type'}
          data={portfolioTypeOptions}
          value={search.portfolioTypes ?? []}
          onChange={(next) => onChange({ portfolioTypes: next.filter(isPortfolioType) })}
          clearable
          size="sm"
        />
        <MultiSelect
          label="Excluded portfolio types"
          placeholder={search.excludedPortfolioTypes?.length ? undefined : 'None excluded'}
          data={portfolioTypeOptions}
          value={search.excludedPortfolioTypes ?? []}
          onChange={(next) => onChange({ excludedPortfolioTypes: next.filter(isPortfolioType) })}
          clearable
          size="sm"
        />
        {currencyInput('Currency (base or quote)', 'currencies', codes)}
        {currencyInput('Base currency', 'baseCurrencies', codes)}
        {currencyInput('Quote currency', 'quoteCurrencies', codes)}
        {currencyInput('Network (main currency)', 'mainCurrencies', networks)}
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateRangeFilter
          label="Created between"
          from={search.createdAtFrom}
          to={search.createdAtTo}
          onChange={(createdAtFrom, createdAtTo) => onChange({ createdAtFrom, createdAtTo })}
        />
        <SinceDateFilter
          label="Created since"
          value={search.createdSince}
          onChange={(createdSince) => onChange({ createdSince })}
        />
        <SinceDateFilter
          label="Updated since"
          value={search.updatedSince}
          onChange={(updatedSince) => onChange({ updatedSince })}
        />
        <DateRangeFilter
          label="Terminated between"
          from={search.terminatedAtFrom}
          to={search.terminatedAtTo}
          onChange={(terminatedAtFrom, terminatedAtTo) =>
            onChange({ terminatedAtFrom, terminatedAtTo })
          }
        />
      </Group>
      <Text size="xs" c="dimmed">
        Exact ids (each must match in full):
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <DebouncedTextFilter
          label="External order id"
          value={search.externalOrderId}
          onCommit={(externalOrderId) => onChange({ externalOrderId })}
          size="sm"
        />
        <DebouncedTextFilter
          label="Transaction id"
          value={search.transactionId}
          onCommit={(transactionId) => onChange({ transactionId })}
          size="sm"
        />
        <DebouncedTextFilter
          label="Transfer chain id"
          value={search.transferChainId}
          onCommit={(transferChainId) => onChange({ transferChainId })}
          size="sm"
        />
        <DebouncedTextFilter
          label="Counterparty id"
          value={search.counterpartyId}
          onCommit={(counterpartyId) => onChange({ counterpartyId })}
          size="sm"
        />
      </SimpleGrid>
    </Stack>
  );
}
