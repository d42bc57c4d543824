import { useQuery } from '@tanstack/react-query';
import { NamedId } from '../../../components/named-id';
import {
  organizationsQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import { useCounterpartyNames } from '../../reference-data/api/counterparty-names';
import { useUserNames } from '../../reference-data/api/user-names';
import { isObfuscatedId } from '../loan-facts';
import { PartyId } from './loan-cells';

/** A person by name (from the organization's members), the user id one click away. */
export function PersonRef({ userId, size = 'sm' }: { userId: string; size?: 'xs' | 'sm' }) {
  const people = useUserNames();
  return <NamedId name={people.get(userId)} id={userId} what="user id" size={size} />;
}

/**
 * A counterparty by name (from GET /organizations/{id}/counterparties), its id one click away;
 * an id the API hides from us says so.
 */
export function CounterpartyRef({ counterpartyId }: { counterpartyId: string }) {
  const names = useCounterpartyNames();
  if (isObfuscatedId(counterpartyId)) return <PartyId value={counterpartyId} />;
  return <NamedId name={names.get(counterpartyId)} id={counterpartyId} what="counterparty id" />;
}

/** One of our portfolios by name, its id one click away; the other side's stays hidden. */
export function PortfolioRef({ portfolioId }: { portfolioId: string }) {
  const portfolios = useQuery(portfoliosQueryOptions);
  if (isObfuscatedId(portfolioId)) return <PartyId value={portfolioId} />;
  return (
    <NamedId
      name={portfolios.data?.get(portfolioId)?.portfolioName}
      id={portfolioId}
      what="portfolio id"
    />
  );
}

/** An organization by name (from GET /organizations), its id one click away. */
export function OrganizationRef({ organizationId }: { organizationId: string }) {
  const organizations = useQuery(organizationsQueryOptions);
  if (isObfuscatedId(organizationId)) return <PartyId value={organizationId} />;
  const organization = organizations.data?.organizations.find(
    (entry) => entry.organizationId === organizationId,
  );
  return (
    <NamedId name={organization?.organizationName} id={organizationId} what="organization id" />
  );
}
