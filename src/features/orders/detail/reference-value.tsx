import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NamedId } from '../../../components/named-id';
import {
  cryptoAddressesQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import { useUserNames } from '../../reference-data/api/user-names';
import { useCounterpartyNames } from '../../reference-data/api/counterparty-names';

/** Fields that hold someone's user id. */
const userFields = new Set([
  'createdBy',
  'updatedBy',
  'cancelledBy',
  'canceledBy',
  'rejectedBy',
  'approvedBy',
  'coSigners',
  'availableCoSigners',
]);
/** Fields that hold portfolio ids. */
const portfolioFields = new Set([
  'portfolioId',
  'portfolioIds',
  'toPortfolioId',
  'fromPortfolioId',
]);
/** Fields that hold address-book entry ids. */
const addressBookFields = new Set(['toCryptoAddressId', 'cryptoAddressId', 'fromCryptoAddressId']);
/** Fields that hold counterparty ids. */
const counterpartyFields = new Set(['counterpartyId', 'toCounterpartyId', 'fromCounterpartyId']);

type ReferenceKind = 'user' | 'portfolio' | 'address-book' | 'counterparty';

/** What kind of thing a field names by id, if it is one the dashboard can put a name to. */
export function referenceKindOf(field: string): ReferenceKind | undefined {
  if (userFields.has(field)) return 'user';
  if (portfolioFields.has(field)) return 'portfolio';
  if (addressBookFields.has(field)) return 'address-book';
  if (counterpartyFields.has(field)) return 'counterparty';
  return undefined;
}

const what: Record<ReferenceKind, string> = {
  user: 'user id',
  portfolio: 'portfolio id',
  'address-book': 'address-book id',
  counterparty: 'counterparty id',
};

/**
 * People, portfolios and address-book entries by name (from GET /organizations/{id}/members,
 * GET /portfolios and GET /crypto-addresses), each with its id one click away.
 */
export function ReferenceValue({ kind, ids }: { kind: ReferenceKind; ids: readonly string[] }) {
  const people = useUserNames();
  const counterparties = useCounterpartyNames();
  const portfolios = useQuery({ ...portfoliosQueryOptions, enabled: kind === 'portfolio' });
  const book = useQuery({ ...cryptoAddressesQueryOptions, enabled: kind === 'address-book' });
  const nameOf = (id: string): string | undefined => {
    if (kind === 'user') return people.get(id);
    if (kind === 'portfolio') return portfolios.data?.get(id)?.portfolioName;
    if (kind === 'counterparty') return counterparties.get(id);
    return book.data?.cryptoAddresses.find((entry) => entry.cryptoAddressId === id)?.name;
  };
  return (
    <Stack gap={2}>
      {ids.map((id) => (
        <NamedId key={id} name={nameOf(id)} id={id} what={what[kind]} />
      ))}
    </Stack>
  );
}
