import { readableText } from '../../../shared/contracts/readable';
import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import type { FindResult } from '../../../lib/order-lookup';
import { organizationsQueryOptions } from '../../reference-data/api/reference-queries';
import {
  paletteLoansQueryOptions,
  paletteOrdersQueryOptions,
  paletteSettlementsQueryOptions,
} from '../api/palette-queries';
import { matchLoans, matchPages, matchSettlements, type PalettePage } from '../palette-matches';
import { OrderActions } from './order-actions';

const TYPING_PAUSE_MS = 250;

function foundAnyOrder(result: FindResult | undefined): boolean {
  if (result === undefined) return false;
  return result.kind === 'order' || result.orders.length > 0;
}

/**
 * One search across the dashboard, opened with `/` or Ctrl+K (⌘K) from anywhere but a text
 * field: pages by name, orders by what a person holds (id, shown prefix, external id,
 * transaction id, address), settlements and loans by id or name.
 */
/**
 * The results scroll, so a keyboard user must be able to reach the list to scroll it. The
 * list forwards its props to a ScrollArea, whose `viewportProps` its own types leave out.
 */
const focusableResults: Record<string, unknown> = { viewportProps: { tabIndex: 0 } };

/** The pages it offers, named by the app shell that also lists them in the navigation. */
export type PalettePages = readonly PalettePage<NonNullable<LinkProps['to']>>[];

export function CommandPalette({
  pages: everyPage,
  openOnMount = false,
}: {
  pages: PalettePages;
  openOnMount?: boolean;
}) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  // Loaded by its first shortcut: open for the keystroke that asked for it.
  useEffect(() => {
    if (openOnMount) spotlight.open();
  }, [openOnMount]);
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  // Lists load when the palette first opens, not with every page.
  const settlements = useQuery({ ...paletteSettlementsQueryOptions, enabled: opened });
  const organizations = useQuery({ ...organizationsQueryOptions, enabled: opened });
  const organizationId = organizations.data?.organizations[0]?.organizationId;
  const loans = useQuery({
    ...paletteLoansQueryOptions(organizationId ?? ''),
    enabled: opened && organizationId !== undefined,
  });
  const orders = useQuery({
    ...paletteOrdersQueryOptions(settled),
    enabled: opened && settled !== '',
  });

  const pages = matchPages(query, everyPage);
  const foundSettlements = matchSettlements(settled, settlements.data?.settlements ?? []);
  const foundLoans = matchLoans(settled, loans.data?.loans ?? []);
  const searching = orders.isFetching || settled !== query.trim();
  const nothing =
    pages.length === 0 &&
    foundSettlements.length === 0 &&
    foundLoans.length === 0 &&
    !foundAnyOrder(orders.data ?? undefined);

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K', '/']}
      onSpotlightOpen={() => setOpened(true)}
      scrollable
      maxHeight={480}
      // The dialog is named for screen readers; the search field below is its visible title.
      attributes={{ content: { 'aria-label': 'Search the dashboard' } }}
    >
      <Spotlight.Search
        placeholder="Order id, external id, transaction id, address, loan, settlement or page"
        aria-label="Search the dashboard"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          searching && settled !== '' ? (
            <Loader size="xs" role="img" aria-label="Searching" />
          ) : null
        }
      />
      <Spotlight.ActionsList aria-label="Search results" {...focusableResults}>
        {settled !== '' ? (
          <OrderActions
            result={orders.data ?? undefined}
            onOpen={(orderId) => void navigate({ to: '/orders/$orderId', params: { orderId } })}
            onFilter={(search) =>
              void navigate({
                to: '/orders',
                search: { orderTypes: ['withdraw', 'deposit'], ...search },
              })
            }
          />
        ) : null}
        {orders.isError ? (
          <Spotlight.Empty>
            Could not search orders: {describeError(orders.error).title}
          </Spotlight.Empty>
        ) : null}
        {foundSettlements.length > 0 ? (
          <Spotlight.ActionsGroup label="Settlements">
            {foundSettlements.map((settlement) => (
              <Spotlight.Action
                key={settlement.settlementId}
                label={`${settlement.exchange} settlement ${settlement.settlementId.slice(0, 8)}`}
                description={`Status: ${readableText(settlement.settlementStatus, 'unreadable')}`}
                onClick={() =>
                  void navigate({
                    to: '/clearloop/settlements/$settlementId',
                    params: { settlementId: settlement.settlementId },
                  })
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {foundLoans.length > 0 ? (
          <Spotlight.ActionsGroup label="Loans">
            {foundLoans.map((loan) => (
              <Spotlight.Action
                key={loan.loanId}
                label={`Loan ${loan.externalId || loan.loanId.slice(0, 8)}`}
                description={[
                  loan.embedded?.counterparties
                    ?.map((party) => party.counterpartyName)
                    .join(' and '),
                  `Status: ${readableText(loan.status, 'unreadable')}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                onClick={() =>
                  void navigate({ to: '/loans/$loanId', params: { loanId: loan.loanId } })
                }
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {pages.length > 0 ? (
          <Spotlight.ActionsGroup label="Pages">
            {pages.map((page) => (
              <Spotlight.Action
                key={page.id}
                label={page.label}
                onClick={() => void navigate({ to: page.to })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {nothing && !searching ? (
          <Spotlight.Empty>
            <Text size="sm">Nothing found for “{query.trim()}”.</Text>
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
