import { Group, MultiSelect, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { ClearFiltersButton } from '../../../components/filters/clear-filters-button';
import { DateRangeFilter } from '../../../components/filters/date-range-filter';
import { DebouncedTextFilter } from '../../../components/filters/debounced-text-filter';
import {
  auditActionLabels,
  auditActions,
  auditOutcomeLabels,
  auditOutcomes,
  type AuditAction,
  type AuditOutcome,
} from '../../../shared/audit';
import { activeFilterCount, type ActivitySearch } from '../activity-search';
import { activityPeopleQueryOptions } from '../api/activity-queries';

const actionOptions = auditActions.map((action) => ({
  value: action,
  label: auditActionLabels[action],
}));
const outcomeOptions = auditOutcomes.map((outcome) => ({
  value: outcome,
  label: auditOutcomeLabels[outcome],
}));

const isAction = (value: string): value is AuditAction => Object.hasOwn(auditActionLabels, value);
const isOutcome = (value: string): value is AuditOutcome =>
  Object.hasOwn(auditOutcomeLabels, value);

/** The dashboard record's filters; each change is a URL change, so links and back work. */
export function DashboardFilterBar({
  search,
  ownOnly,
  onChange,
  onReset,
}: {
  search: ActivitySearch;
  /** The person sees only their own records: there is no one else to pick. */
  ownOnly: boolean;
  onChange: (patch: Partial<ActivitySearch>) => void;
  onReset: () => void;
}) {
  const people = useQuery({ ...activityPeopleQueryOptions, enabled: !ownOnly });
  const personOptions = (people.data?.people ?? []).map((person) => ({
    value: person.subject,
    label: `${person.name} (${person.email})`,
  }));
  if (search.person !== undefined && !personOptions.some((o) => o.value === search.person)) {
    personOptions.push({ value: search.person, label: search.person });
  }
  const emptyToUndefined = <T,>(values: T[]) => (values.length === 0 ? undefined : values);

  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <DebouncedTextFilter
          label="Order id"
          description="The whole id or its first characters"
          value={search.orderId}
          onCommit={(orderId) => onChange({ orderId })}
          w={220}
          size="sm"
        />
        {ownOnly ? (
          <Text size="sm" c="dimmed" maw={220}>
            You see your own activity. Administrators and viewers see everyone&apos;s.
          </Text>
        ) : (
          <Select
            label="Person"
            placeholder="Everyone"
            data={personOptions}
            value={search.person ?? null}
            onChange={(person) => onChange({ person: person ?? undefined })}
            searchable
            clearable
            nothingFoundMessage="No one by that name has signed in"
            w={260}
            size="sm"
          />
        )}
        <MultiSelect
          label="Action"
          placeholder={search.actions ? undefined : 'Any action'}
          data={actionOptions}
          value={search.actions ?? []}
          onChange={(values) => onChange({ actions: emptyToUndefined(values.filter(isAction)) })}
          clearable
          w={260}
          size="sm"
        />
        <MultiSelect
          label="Outcome"
          placeholder={search.outcomes ? undefined : 'Any outcome'}
          data={outcomeOptions}
          value={search.outcomes ?? []}
          onChange={(values) => onChange({ outcomes: emptyToUndefined(values.filter(isOutcome)) })}
          clearable
          w={220}
          size="sm"
        />
        <DateRangeFilter
          label="Date"
          from={search.from}
          to={search.to}
          onChange={(from, to) => onChange({ from, to })}
        />
        <DebouncedTextFilter
          label="Search"
          description="Names, emails, references, amounts, addresses, errors"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.q}
          onCommit={(q) => onChange({ q })}
          w={280}
          size="sm"
        />
        <ClearFiltersButton active={activeFilterCount(search)} onReset={onReset} />
      </Group>
    </Paper>
  );
}
