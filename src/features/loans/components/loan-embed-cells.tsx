import { Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { NamedId } from '../../../components/named-id';
import { RouterAnchor } from '../../../components/router-anchor';
import { useCounterpartyNames } from '../../reference-data/api/counterparty-names';
import type { Loan } from '../../../shared/contracts/loans';
import { inWords } from '../loan-facts';

function None({ children = 'None' }: { children?: string }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** The first block of an id is enough to tell rows apart; the full id is in the title. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

/**
 * The other side by name (and type, when counterparties are embedded), from the embed or
 * GET /organizations/{id}/counterparties; its id is one click away.
 */
export function CounterpartyCell({ loan, counterpartyId }: { loan: Loan; counterpartyId: string }) {
  const names = useCounterpartyNames();
  const counterparty = loan.embedded?.counterparties?.find(
    (entry) => entry.counterpartyId === counterpartyId,
  );
  return (
    <Stack gap={0}>
      <NamedId
        name={counterparty?.counterpartyName ?? names.get(counterpartyId)}
        id={counterpartyId}
        what="counterparty id"
      />
      {counterparty ? (
        <Text size="xs" c="dimmed">
          {inWords(counterparty.counterpartyType)}
        </Text>
      ) : null}
    </Stack>
  );
}

export function CollateralsCell({ loan }: { loan: Loan }) {
  const collaterals = loan.embedded?.collaterals ?? [];
  if (collaterals.length === 0) return <None />;
  return (
    <Stack gap={0}>
      {collaterals.map((collateral) => (
        <AmountText
          key={collateral.collateralId}
          value={collateral.amount}
          currency={collateral.currency}
        />
      ))}
    </Stack>
  );
}

export function ChildLoansCell({ loan }: { loan: Loan }) {
  const children = loan.embedded?.childLoans ?? [];
  if (children.length === 0) return <None>—</None>;
  return (
    <Stack gap={0}>
      {children.map((child) => (
        <RouterAnchor
          key={child.loanId}
          to="/loans/$loanId"
          params={{ loanId: child.loanId }}
          size="sm"
          aria-label={`Child loan ${child.externalId}`}
        >
          {child.externalId}
        </RouterAnchor>
      ))}
    </Stack>
  );
}

export function AllocationsCell({ loan }: { loan: Loan }) {
  const allocations = loan.embedded?.loanAllocations ?? [];
  if (allocations.length === 0) return <None />;
  return (
    <Stack gap={0}>
      {allocations.map((allocation) => (
        <Text key={allocation.loanAllocationId} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {inWords(allocation.allocationType)}: {inWords(allocation.status)}
        </Text>
      ))}
    </Stack>
  );
}

export function InterestCell({ loan }: { loan: Loan }) {
  const interest = loan.embedded?.loanInterest;
  if (interest === undefined) return <None>—</None>;
  return (
    <Stack gap={0}>
      <AmountText value={interest.accruedInterest} currency={interest.interestCurrency} />
      <Text size="xs" c="dimmed">
        accrued
      </Text>
    </Stack>
  );
}

/** Both parties by name, with their role in the loan. */
export function CounterpartiesCell({ loan }: { loan: Loan }) {
  const counterparties = loan.embedded?.counterparties ?? [];
  if (counterparties.length === 0) return <None />;
  const roleOf = (id: string) =>
    id === loan.lenderCounterpartyId
      ? 'lender'
      : id === loan.borrowerCounterpartyId
        ? 'borrower'
        : 'party';
  return (
    <Stack gap={0}>
      {counterparties.map((counterparty) => (
        <Text key={counterparty.counterpartyId} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {counterparty.counterpartyName}{' '}
          <Text span size="xs" c="dimmed">
            ({roleOf(counterparty.counterpartyId)})
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
