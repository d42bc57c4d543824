import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import type { Loan } from '../../../shared/contracts/loans';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import type { LoanIncludeFlag } from '../../../lib/query-keys';
import { loanInterestQueryOptions, loanQueryOptions } from '../api/loans-queries';
import { loanDetailTabs, type LoanDetailTab } from '../loans-search';
import { AllocationsTable, CollateralsTable, CounterpartiesTable } from './loan-embed-tables';
import { LoanOverview } from './loan-overview';
import {
  ChildLoansTable,
  MarginCallPanel,
  ModificationsTable,
  RequiredCollateralsTable,
} from './loan-terms-tables';
import { FieldList } from './field-list';

const tabLabels: Record<LoanDetailTab, string> = {
  overview: 'Overview',
  collaterals: 'Collaterals',
  counterparties: 'Counterparties',
  allocations: 'Allocations',
  interest: 'Interest',
  modifications: 'Modifications',
  'child-loans': 'Child loans',
  'margin-call': 'Margin call',
  'required-collaterals': 'Required collaterals',
};

interface TabProps {
  organizationId: string;
  loan: Loan;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  /** When the loan was fetched: what "planned" and "days left" are measured against. */
  now: number;
}

/** Fetches the loan with one include flag; only a tab that is open mounts this. */
function WithEmbed({
  organizationId,
  loan,
  flag,
  children,
}: {
  organizationId: string;
  loan: Loan;
  flag: LoanIncludeFlag;
  children: (loan: Loan) => ReactNode;
}) {
  const embedded = useQuery(loanQueryOptions(organizationId, loan.loanId, flag));
  if (embedded.isError) {
    return <ErrorState error={embedded.error} onRetry={() => void embedded.refetch()} />;
  }
  if (embedded.isPending) return <PendingState />;
  return <>{children(embedded.data)}</>;
}

function None({ children }: { children: string }) {
  return <EmptyState title={children} />;
}

function InterestTab({ organizationId, loan }: TabProps) {
  const interest = useQuery(loanInterestQueryOptions(organizationId, loan.loanId));
  if (interest.isError) {
    return <ErrorState error={interest.error} onRetry={() => void interest.refetch()} />;
  }
  if (interest.isPending) return <PendingState />;
  const record = interest.data?.embedded?.loanInterest;
  if (record === undefined) {
    return <None>No interest record: the API keeps one for bilateral loans only.</None>;
  }
  return <FieldList entries={Object.entries(record)} currency={record.interestCurrency} />;
}

const panels: Record<LoanDetailTab, (props: TabProps) => ReactNode> = {
  overview: ({ loan, now }) => <LoanOverview loan={loan} now={now} />,
  collaterals: ({ organizationId, loan, portfolios }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeCollaterals">
      {(withEmbed) =>
        withEmbed.embedded?.collaterals?.length ? (
          <CollateralsTable collaterals={withEmbed.embedded.collaterals} portfolios={portfolios} />
        ) : (
          <None>No collateral is allocated to this loan.</None>
        )
      }
    </WithEmbed>
  ),
  counterparties: ({ organizationId, loan }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeCounterparties">
      {(withEmbed) =>
        withEmbed.embedded?.counterparties?.length ? (
          <CounterpartiesTable
            loan={withEmbed}
            counterparties={withEmbed.embedded.counterparties}
          />
        ) : (
          <None>The API returned no counterparties for this loan.</None>
        )
      }
    </WithEmbed>
  ),
  allocations: ({ organizationId, loan, portfolios }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeLoanAllocations">
      {(withEmbed) =>
        withEmbed.embedded?.loanAllocations?.length ? (
          <AllocationsTable
            allocations={withEmbed.embedded.loanAllocations}
            portfolios={portfolios}
          />
        ) : (
          <None>No transfers have been made for this loan.</None>
        )
      }
    </WithEmbed>
  ),
  interest: (props) => <InterestTab {...props} />,
  // Proposals between the two counterparties: the API embeds them with the counterparties.
  modifications: ({ organizationId, loan }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeCounterparties">
      {(withEmbed) =>
        withEmbed.embedded?.loanModifications?.length ? (
          <ModificationsTable modifications={withEmbed.embedded.loanModifications} />
        ) : (
          <None>No rerate or term change has been proposed for this loan.</None>
        )
      }
    </WithEmbed>
  ),
  'child-loans': ({ organizationId, loan }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeChildLoans">
      {(withEmbed) =>
        withEmbed.embedded?.childLoans?.length ? (
          <ChildLoansTable childLoans={withEmbed.embedded.childLoans} />
        ) : (
          <None>No child loans: only agency lending parent loans have them.</None>
        )
      }
    </WithEmbed>
  ),
  // A margin call asks for collateral: the API embeds it with the collaterals.
  'margin-call': ({ organizationId, loan, now }) => (
    <WithEmbed organizationId={organizationId} loan={loan} flag="includeCollaterals">
      {(withEmbed) =>
        withEmbed.embedded?.marginCall ? (
          <MarginCallPanel loan={withEmbed} now={now} />
        ) : (
          <None>This loan is not in margin call.</None>
        )
      }
    </WithEmbed>
  ),
  'required-collaterals': ({ loan }) =>
    loan.extra?.requiredCollaterals?.length ? (
      <RequiredCollateralsTable required={loan.extra.requiredCollaterals} />
    ) : (
      <None>The loan requires no collateral.</None>
    ),
};

/** The loan's sections; a tab's data is requested only once the tab is opened. */
export function LoanDetailTabs({
  tab,
  onTabChange,
  ...props
}: TabProps & { tab: LoanDetailTab; onTabChange: (tab: LoanDetailTab) => void }) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = loanDetailTabs.find((key) => key === value);
        if (next !== undefined) onTabChange(next);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {loanDetailTabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {tabLabels[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {loanDetailTabs.map((value) => {
        const Panel = panels[value];
        return (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel {...props} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
