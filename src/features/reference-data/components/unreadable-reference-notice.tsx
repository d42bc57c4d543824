import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { UnreadableItemsNotice } from '../../../components/left-out-note';
import type { Unreadable } from '../../../shared/contracts/readable';
import {
  cryptoAddressesQueryOptions,
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../api/reference-queries';

const unreadableItems = (data: { unreadableItems: Unreadable[] }) => data.unreadableItems;

/**
 * Reference data a form chooses from (portfolios, currencies, balances, address book) whose
 * entries could not be read: said above the form, so an entry missing from a list is
 * explained. Reads only what the route already loaded; it fetches nothing itself.
 */
export function UnreadableReferenceNotice({
  portfolioId,
}: {
  /** The portfolio whose balances the form reads, when it reads one portfolio's. */
  portfolioId?: string | undefined;
}) {
  const portfolios = useQuery({
    ...portfoliosQueryOptions,
    select: unreadableItems,
    enabled: false,
  });
  const currencies = useQuery({
    ...currenciesQueryOptions,
    select: unreadableItems,
    enabled: false,
  });
  const wallets = useQuery({
    ...walletsQueryOptions(portfolioId),
    select: unreadableItems,
    enabled: false,
  });
  const addresses = useQuery({
    ...cryptoAddressesQueryOptions,
    select: unreadableItems,
    enabled: false,
  });
  const lists = [
    { items: portfolios.data, noun: { one: 'portfolio', many: 'portfolios' } },
    { items: currencies.data, noun: { one: 'currency', many: 'currencies' } },
    { items: wallets.data, noun: { one: 'balance', many: 'balances' } },
    { items: addresses.data, noun: { one: 'address-book entry', many: 'address-book entries' } },
  ].filter((list) => list.items !== undefined && list.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <Stack gap="xs">
      {lists.map(({ items, noun }) => (
        <UnreadableItemsNotice key={noun.one} items={items ?? []} noun={noun} />
      ))}
    </Stack>
  );
}
