import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import {
  loanStatuses,
  loanTypes,
  type LoanStatus,
  type LoanType,
} from '../../../shared/contracts/loans';
import { inWords } from '../loan-facts';
import { loanIncludeToggles, type LoansSearch } from '../loans-search';

export type LoansSearchPatch = Partial<LoansSearch>;

const typeOptions = [
  { group: 'Agency', items: loanTypes.filter((type) => type.startsWith('agency')) },
  { group: 'Bilateral', items: loanTypes.filter((type) => type.startsWith('bilateral')) },
].map(({ group, items }) => ({
  group,
  items: items.map((type) => ({ value: type, label: inWords(type) })),
}));
const statusOptions = loanStatuses.map((status) => ({ value: status, label: inWords(status) }));
const sortOptions = [
  { value: 'relevance', label: 'Status relevance (default)' },
  { value: 'DESC', label: 'Last updated, newest first' },
  { value: 'ASC', label: 'Last updated, oldest first' },
];

const isLoanType = (value: string): value is LoanType => loanTypes.some((type) => type === value);
const isLoanStatus = (value: string): value is LoanStatus =>
  loanStatuses.some((status) => status === value);

/** Every filter of the loans list; each change goes to the URL, which drives the request. */
export function LoansFilters({
  search,
  portfolios,
  onChange,
}: {
  search: LoansSearch;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  onChange: (patch: LoansSearchPatch) => void;
}) {
  const [loanIdsText, setLoanIdsText] = useState((search.loanIds ?? []).join(', '));
  const [syncedLoanIds, setSyncedLoanIds] = useState(search.loanIds);
  if (syncedLoanIds !== search.loanIds) {
    setSyncedLoanIds(search.loanIds);
    setLoanIdsText((search.loanIds ?? []).join(', '));
  }
  const applyLoanIds = () => {
    const ids = loanIdsText
      .split(/[\s,]+/)
      .map((id) => id.trim())
      .filter((id) => id.length > 0);
    onChange({ loanIds: ids.length > 0 ? ids : undefined });
  };
  const portfolioOptions = [...(portfolios?.values() ?? [])].map((portfolio) => ({
    value: portfolio.portfolioId,
    label: portfolio.portfolioName,
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <Select
        label="Side"
        data={[
          { value: 'all', label: 'Both sides' },
          { value: 'lend', label: 'We lend' },
          { value: 'borrow', label: 'We borrow' },
        ]}
        value={search.loanSide ?? 'all'}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ loanSide: value === 'lend' || value === 'borrow' ? value : undefined })
        }
      />
      <MultiSelect
        label="Loan types"
        placeholder={search.loanTypes?.length ? undefined : 'All types'}
        data={typeOptions}
        value={search.loanTypes ?? []}
        searchable
        clearable
        onChange={(values) => {
          const types = values.filter(isLoanType);
          onChange({ loanTypes: types.length > 0 ? types : undefined });
        }}
      />
      <MultiSelect
        label="Statuses"
        placeholder={search.statuses?.length ? undefined : 'All statuses'}
        data={statusOptions}
        value={search.statuses ?? []}
        searchable
        clearable
        onChange={(values) => {
          const statuses = values.filter(isLoanStatus);
          onChange({ statuses: statuses.length > 0 ? statuses : undefined });
        }}
      />
      <Select
        label="Portfolio"
        placeholder="All portfolios"
        data={portfolioOptions}
        value={search.portfolioId ?? null}
        searchable
        clearable
        onChange={(value) => onChange({ portfolioId: value ?? undefined })}
      />
      <TextInput
        label="Loan ids"
        description="Comma-separated; press Enter to apply"
        value={loanIdsText}
        onChange={(event) => setLoanIdsText(event.currentTarget.value)}
        onBlur={applyLoanIds}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyLoanIds();
        }}
      />
      <Select
        label="Order"
        data={sortOptions}
        value={search.sortBy === 'updatedAt' ? (search.sortDirection ?? 'DESC') : 'relevance'}
        allowDeselect={false}
        onChange={(value) =>
          onChange(
            value === 'ASC' || value === 'DESC'
              ? { sortBy: 'updatedAt', sortDirection: value }
              : { sortBy: undefined, sortDirection: undefined },
          )
        }
      />
      <Switch
        label="Open loans only"
        checked={search.isOpen === true}
        onChange={(event) => onChange({ isOpen: event.currentTarget.checked ? true : undefined })}
        mt={{ sm: 'xl' }}
      />
      <Checkbox.Group
        label="Include"
        value={loanIncludeToggles
          .filter(({ flag }) => search[flag] === true)
          .map(({ flag }) => flag)}
        onChange={(values) =>
          onChange(
            Object.fromEntries(
              loanIncludeToggles.map(({ flag }) => [
                flag,
                values.includes(flag) ? true : undefined,
              ]),
            ),
          )
        }
        style={{ gridColumn: '1 / -1' }}
      >
        <Group gap="md" mt={6}>
          {loanIncludeToggles.map(({ flag, label }) => (
            <Checkbox key={flag} value={flag} label={label} />
          ))}
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters)}>
            Clear filters
          </Button>
        </Group>
      </Checkbox.Group>
    </SimpleGrid>
  );
}

const clearedFilters: LoansSearchPatch = {
  loanSide: undefined,
  loanType: undefined,
  loanTypes: undefined,
  statuses: undefined,
  isOpen: undefined,
  portfolioId: undefined,
  loanIds: undefined,
  sortBy: undefined,
  sortDirection: undefined,
  watch: undefined,
};
