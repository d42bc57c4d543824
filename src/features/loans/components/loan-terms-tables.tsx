import { readableText, type Readable } from '../../../shared/contracts/readable';
import { ReadableText } from '../../../components/unreadable-value';
import { Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import type { LoanModification } from '../../../shared/contracts/loan-embedded-items';
import type { Loan, RequiredCollateral } from '../../../shared/contracts/loans';
import { inWords } from '../loan-facts';
import { marginCallLabels } from '../loan-field-labels';
import { marginCallOf } from '../../../shared/loan-margin-call';
import { MarginCallStateBadge, marginCallDeadlineText } from './margin-call-state';
import { InterestRate, LoanStatusBadge, LtvCell, WordsBadge } from './loan-cells';
import { FieldList } from './field-list';
import { WideTable } from '../../../components/wide-table';

function modificationTone(status: Readable<string>) {
  if (status === 'accepted') return 'success' as const;
  if (status === 'cancelled') return 'neutral' as const;
  if (status === 'awaiting-acceptance') return 'action' as const;
  return undefined;
}

function Change({ current, next }: { current: ReactNode; next: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        current
      </Text>
      {current}
      <Text size="xs" c="dimmed">
        new
      </Text>
      {next}
    </Stack>
  );
}

/** Rerates and term extensions: each with its current and proposed values side by side. */
export function ModificationsTable({ modifications }: { modifications: LoanModification[] }) {
  return (
    <WideTable minWidth={800} striped verticalSpacing="xs" aria-label="Modifications">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Interest rate</Table.Th>
          <Table.Th>Maturity date</Table.Th>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Accepted or cancelled</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {modifications.map((modification) => {
          const extra = modification.extra ?? {};
          return (
            <Table.Tr key={modification.loanModificationId}>
              <Table.Td>{inWords(modification.modificationType)}</Table.Td>
              <Table.Td>
                <WordsBadge
                  value={modification.status}
                  tone={modificationTone(modification.status)}
                />
              </Table.Td>
              <Table.Td>
                {extra.currentInterestRate || extra.newInterestRate ? (
                  <Change
                    current={<InterestRate bps={extra.currentInterestRate} />}
                    next={<InterestRate bps={extra.newInterestRate} />}
                  />
                ) : (
                  'Unchanged'
                )}
              </Table.Td>
              <Table.Td>
                {extra.currentMaturityDate || extra.newMaturityDate ? (
                  <Change
                    current={<Timestamp value={extra.currentMaturityDate} />}
                    next={<Timestamp value={extra.newMaturityDate} />}
                  />
                ) : (
                  'Unchanged'
                )}
              </Table.Td>
              <Table.Td>
                <Timestamp value={modification.createdAt} />
                <Text size="xs" c="dimmed">
                  by {modification.createdBy ?? 'unknown'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Timestamp value={extra.acceptedAt ?? extra.cancelledAt} />
                {extra.acceptedBy || extra.cancelledBy ? (
                  <Text size="xs" c="dimmed">
                    by {extra.acceptedBy ?? extra.cancelledBy}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </WideTable>
  );
}

/** Child loans of an agency lending parent, each linking to its own detail. */
export function ChildLoansTable({ childLoans }: { childLoans: Loan[] }) {
  return (
    <WideTable minWidth={800} striped verticalSpacing="xs" aria-label="Child loans">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Loan</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Interest rate</Table.Th>
          <Table.Th>LTV and thresholds</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {childLoans.map((child) => (
          <Table.Tr key={child.loanId}>
            <Table.Td>
              <RouterAnchor
                to="/loans/$loanId"
                params={{ loanId: child.loanId }}
                search={{ tab: 'overview' }}
                size="sm"
                aria-label={`Child loan ${child.externalId}`}
              >
                {child.externalId}
              </RouterAnchor>
            </Table.Td>
            <Table.Td>{inWords(child.loanType)}</Table.Td>
            <Table.Td ta="right">
              <AmountText value={child.amount} currency={child.currency} />
            </Table.Td>
            <Table.Td>
              <InterestRate bps={child.interestRate} />
            </Table.Td>
            <Table.Td>
              <LtvCell loan={child} />
            </Table.Td>
            <Table.Td>
              <LoanStatusBadge status={child.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WideTable>
  );
}

export function RequiredCollateralsTable({ required }: { required: RequiredCollateral[] }) {
  return (
    <Table striped verticalSpacing="xs" aria-label="Required collaterals" maw={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Network</Table.Th>
          <Table.Th>Value (USD)</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {required.map((entry, index) => (
          <Table.Tr
            key={`${readableText(entry.currency, 'currency')}-${readableText(entry.mainCurrency, 'network')}-${index}`}
          >
            <Table.Td>
              <AmountText value={entry.amount} currency={entry.currency} />
            </Table.Td>
            <Table.Td>
              <ReadableText value={entry.mainCurrency} label="Network" />
            </Table.Td>
            <Table.Td>
              {entry.amountInUsd === undefined ? (
                '—'
              ) : (
                <AmountText value={entry.amountInUsd} currency="USD" />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The margin call the API embeds; its fields are not documented, so each is shown as sent. */
/**
 * The margin call with its state read from status and deadline together, so the words above the
 * fields never contradict the deadline among them.
 */
export function MarginCallPanel({ loan, now }: { loan: Loan; now: number }) {
  const call = marginCallOf(loan, now);
  if (call === null) return null;
  // Its status is the margin call's own, not a loan status.
  const entries = Object.entries(loan.embedded?.marginCall ?? {}).map(
    ([field, value]): [string, unknown] => [field === 'status' ? 'marginCallStatus' : field, value],
  );
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <MarginCallStateBadge state={call.state} />
        <Text size="sm">{marginCallDeadlineText(call.state, now)}</Text>
      </Group>
      <FieldList entries={entries} labels={marginCallLabels} />
    </Stack>
  );
}
