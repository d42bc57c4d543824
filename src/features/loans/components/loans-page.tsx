import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { loansListQueryOptions } from '../api/loans-queries';
import { loanPageSizes, loansQueryOf, type LoansSearch } from '../loans-search';
import { watchListLoans } from '../loan-watch';
import { LoansFilters, type LoansSearchPatch } from './loans-filters';
import { useLoanWatch } from './use-loan-watch';
import { WatchFilter } from './watch-filter';
import { LoansTable } from './loans-table';
import { LoansTableSkeleton } from './loans-table-skeleton';
import { OrganizationGate } from './organization-gate';

export function LoansPage({ search }: { search: LoansSearch }) {
  return (
    <Stack gap="md">
      <PageHeader
        title="Loans"
        description={
          <>
            Agency and bilateral loans of the organization, with their LTV against the margin-call
            and default thresholds. The risk team&apos;s overview is the{' '}
            <RouterAnchor to="/loans/risk" underline="always">
              LTV risk board
            </RouterAnchor>
            .
          </>
        }
      />
      <OrganizationGate>
        {(organizationId, portfolios) => (
          <LoansList search={search} organizationId={organizationId} portfolios={portfolios} />
        )}
      </OrganizationGate>
    </Stack>
  );
}

function LoansList({
  search,
  organizationId,
  portfolios,
}: {
  search: LoansSearch;
  organizationId: string;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
}) {
  const navigate = useNavigate();
  const { watch } = useLoanWatch(organizationId);
  const watchedIds =
    search.watch === undefined || watch === undefined
      ? undefined
      : watchListLoans(watch, search.watch).map((loan) => loan.loanId);
  // A watch list waits for the open loans it is drawn from; an empty one asks for nothing.
  const waitsForWatch = search.watch !== undefined && watchedIds === undefined;
  const noneWatched = watchedIds !== undefined && watchedIds.length === 0;
  const loans = useQuery({
    ...loansListQueryOptions(organizationId, loansQueryOf(search, watchedIds)),
    enabled: !waitsForWatch && !noneWatched,
  });
  const update = (patch: LoansSearchPatch, keepOffset = false) =>
    void navigate({
      to: '/loans',
      search: { ...search, ...patch, ...(keepOffset ? {} : { offset: '0' }) },
    });
  const count = loans.data?.loans.length ?? 0;
  // Unreadable loans still took their place on the page: paging counts them.
  const pageCount = count + (loans.data?.unreadableItems.length ?? 0);
  const offset = Number(search.offset);
  const limit = Number(search.limit);

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <WatchFilter
            watch={watch}
            value={search.watch}
            onChange={(list) => update({ watch: list })}
          />
          <LoansFilters search={search} portfolios={portfolios} onChange={update} />
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {noneWatched
              ? 'No loans'
              : loans.data
                ? count === 0
                  ? 'No loans'
                  : `Loans ${offset + 1}–${offset + pageCount}`
                : 'Loading loans…'}
          </Text>
          {loans.isFetching && loans.data ? (
            <Loader size="xs" role="img" aria-label="Refreshing" />
          ) : null}
        </Group>
        <Group gap="xs">
          <Select
            aria-label="Loans per page"
            data={loanPageSizes.map((size) => ({ value: size, label: `${size} per page` }))}
            value={search.limit}
            allowDeselect={false}
            w={150}
            size="xs"
            onChange={(value) => {
              const size = loanPageSizes.find((entry) => entry === value);
              if (size) update({ limit: size });
            }}
          />
          <Button
            size="xs"
            variant="default"
            disabled={offset === 0}
            onClick={() => update({ offset: String(Math.max(0, offset - limit)) }, true)}
          >
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={pageCount < limit}
            onClick={() => update({ offset: String(offset + limit) }, true)}
          >
            Next
          </Button>
        </Group>
      </Group>
      {loans.isError ? (
        <ErrorState error={loans.error} onRetry={() => void loans.refetch()} />
      ) : null}
      {loans.isPending && !noneWatched ? <LoansTableSkeleton rows={limit} /> : null}
      {loans.data ? (
        <UnreadableItemsNotice
          items={loans.data.unreadableItems}
          noun={{ one: 'loan', many: 'loans' }}
        />
      ) : null}
      {noneWatched || (loans.data && count === 0) ? (
        <EmptyState title="No loans match">
          No loan of the organization matches these filters. Clear some filters to see more.
        </EmptyState>
      ) : null}
      {loans.data && count > 0 ? (
        <LoansTable
          loans={loans.data.loans}
          organizationId={organizationId}
          search={search}
          now={loans.dataUpdatedAt}
        />
      ) : null}
    </Stack>
  );
}
