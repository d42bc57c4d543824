import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueriesGate } from '../../../components/queries-gate';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useHoldings } from '../../reference-data/api/use-holdings';
import type { Holdings } from '../holdings';

/**
 * A new-order page whose form checks its input against currencies, balances and portfolios:
 * the header, then the form once they have loaded (or why they could not).
 */
export function HoldingsPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (holdings: Holdings & { portfolios: ReadonlyMap<string, Portfolio> }) => ReactNode;
}) {
  const holdings = useHoldings();
  return (
    <>
      <PageHeader title={title} description={description} />
      <QueriesGate
        queries={holdings.queries}
        data={holdings.data}
        pendingLabel="Loading currencies and balances…"
      >
        {children}
      </QueriesGate>
    </>
  );
}
