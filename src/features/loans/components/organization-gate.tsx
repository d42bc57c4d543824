import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { ServedOrganizationGate } from '../../reference-data/components/served-organization-notice';

/**
 * Loans are read per organization: the one the dashboard serves (a setting, or an
 * administrator's choice), never one guessed among several; until there is one, the page
 * says why and who can choose.
 */
export function OrganizationGate({
  children,
}: {
  children: (
    organizationId: string,
    portfolios: ReadonlyMap<string, Portfolio> | undefined,
  ) => ReactNode;
}) {
  const portfolios = useQuery(portfoliosQueryOptions);
  return (
    <ServedOrganizationGate>
      {(organizationId) => children(organizationId, portfolios.data)}
    </ServedOrganizationGate>
  );
}
