import { Table, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import type { Loan } from '../../../shared/contracts/loans';
import type { CurrencyTotal } from '../loan-facts';
import type { MarginCallDue } from '../../../shared/loan-margin-call';
import { MarginCallStateBadge, marginCallDeadlineText } from './margin-call-state';
import { formatPercentagePoints, formatRatio, type LoanRisk } from '../loan-math';
import { LoanStatusBadge, LtvHealthBadge, RatioText } from './loan-cells';
import { LtvNowCell, RiskTable } from './risk-row';
import { WideTable } from '../../../components/wide-table';

const thresholdWords = { 'margin-call': 'Margin call', default: 'Default' } as const;

function Health({ loan }: { loan: Loan }) {
  return loan.debtRatioStatus ? (
    <LtvHealthBadge status={loan.debtRatioStatus} />
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** Loans nearest to the next threshold they have not reached. */
export function ClosestTable({ risks }: { risks: LoanRisk[] }) {
  return (
    <RiskTable
      label="Closest to a threshold"
      minWidth={760}
      rows={risks}
      loanOf={(risk) => risk.loan}
      headings={
        <>
          <Table.Th ta="right">LTV</Table.Th>
          <Table.Th>Next threshold</Table.Th>
          <Table.Th ta="right">Distance</Table.Th>
          <Table.Th>LTV health</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </>
      }
    >
      {(risk) => (
        <>
          <LtvNowCell loan={risk.loan} />
          <Table.Td>
            {risk.next ? thresholdWords[risk.next.threshold] : '—'}{' '}
            <Text span size="sm" ff="monospace">
              {formatRatio(
                risk.next?.threshold === 'default'
                  ? (risk.defaultThreshold ?? undefined)
                  : (risk.marginCallThreshold ?? undefined),
              )}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text span size="sm" ff="monospace" data-testid="distance">
              {risk.next ? formatPercentagePoints(risk.next.distance) : '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Health loan={risk.loan} />
          </Table.Td>
          <Table.Td ta="right">
            <AmountText value={risk.loan.amount} currency={risk.loan.currency} />
          </Table.Td>
        </>
      )}
    </RiskTable>
  );
}

/** Outstanding margin calls, with their state read from status and deadline together. */
export function MarginCallTable({ calls, now }: { calls: MarginCallDue[]; now: number }) {
  return (
    <RiskTable
      label="Margin calls"
      minWidth={900}
      rows={calls}
      loanOf={(call) => call.loan}
      headings={
        <>
          <Table.Th ta="right">LTV</Table.Th>
          <Table.Th>LTV health</Table.Th>
          <Table.Th>Margin call</Table.Th>
          <Table.Th>Deadline</Table.Th>
          <Table.Th ta="right">Top-up needed (USD)</Table.Th>
          <Table.Th>Loan status</Table.Th>
        </>
      }
    >
      {({ loan, state, requiredTopUpUsd }) => (
        <>
          <LtvNowCell loan={loan} />
          <Table.Td>
            <Health loan={loan} />
          </Table.Td>
          <Table.Td>
            <MarginCallStateBadge state={state} />
          </Table.Td>
          <Table.Td>
            <Text span size="sm">
              {marginCallDeadlineText(state, now)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            {requiredTopUpUsd === undefined ? (
              '—'
            ) : (
              <AmountText value={requiredTopUpUsd} currency="USD" label="Top-up needed" />
            )}
          </Table.Td>
          <Table.Td>
            <LoanStatusBadge status={loan.status} />
          </Table.Td>
        </>
      )}
    </RiskTable>
  );
}

/** Exact sums of open loan amounts per currency and side. */
export function CurrencyTotalsTable({ totals }: { totals: CurrencyTotal[] }) {
  return (
    // Exact sums are long: on a phone the table scrolls in its own box, not the page.
    <WideTable
      minWidth={480}
      striped
      verticalSpacing="xs"
      aria-label="Totals by currency"
      maw={820}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Currency</Table.Th>
          <Table.Th ta="right">Lent</Table.Th>
          <Table.Th ta="right">Borrowed</Table.Th>
          <Table.Th ta="right">Open loans</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((total) => (
          <Table.Tr key={total.currency}>
            <Table.Td>{total.currency}</Table.Td>
            <Table.Td ta="right">
              <AmountText value={total.lent} />
            </Table.Td>
            <Table.Td ta="right">
              <AmountText value={total.borrowed} />
            </Table.Td>
            <Table.Td ta="right">{total.loanCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </WideTable>
  );
}

/** Open loans whose LTV or thresholds could not be read: listed, so none is lost from sight. */
export function UnreadableLoans({ loans }: { loans: Loan[] }) {
  return (
    <RiskTable
      label="Loans whose LTV could not be read"
      minWidth={640}
      rows={loans}
      loanOf={(loan) => loan}
      headings={
        <>
          <Table.Th ta="right">LTV</Table.Th>
          <Table.Th>Thresholds</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </>
      }
    >
      {(loan) => (
        <>
          <LtvNowCell loan={loan} />
          <Table.Td>
            <RatioText value={loan.extra?.marginCallThreshold} label="Margin-call threshold" /> ·{' '}
            <RatioText value={loan.extra?.defaultThreshold} label="Default threshold" />
          </Table.Td>
          <Table.Td ta="right">
            <AmountText value={loan.amount} currency={loan.currency} />
          </Table.Td>
        </>
      )}
    </RiskTable>
  );
}
