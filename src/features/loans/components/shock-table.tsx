import { Table, Text } from '@mantine/core';
import type Decimal from 'decimal.js';
import { Money } from '../../../lib/decimal';
import { collateralShocks, formatEstimatedRatio, shockedLtv, type LoanRisk } from '../loan-math';
import { LtvNowCell, RiskTable } from './risk-row';

function ShockedCell({ risk, shocked }: { risk: LoanRisk; shocked: Decimal }) {
  const crosses =
    risk.defaultThreshold !== null && shocked.greaterThanOrEqualTo(risk.defaultThreshold)
      ? 'default'
      : risk.marginCallThreshold !== null && shocked.greaterThanOrEqualTo(risk.marginCallThreshold)
        ? 'margin call'
        : null;
  return (
    <Table.Td ta="right">
      <Text span size="sm" ff="monospace" fw={crosses ? 700 : undefined}>
        {formatEstimatedRatio(shocked)}
      </Text>
      {crosses ? (
        <Text
          size="xs"
          fw={600}
          // The theme's status text colours keep AA contrast in both colour schemes.
          style={{ color: `var(--status-text-${crosses === 'default' ? 'red' : 'orange'})` }}
        >
          reaches {crosses}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** Each loan's estimated LTV if its collateral lost 10%, 20% or 30% of its value. */
export function ShockTable({ risks }: { risks: LoanRisk[] }) {
  return (
    <RiskTable
      label="Collateral shock estimate"
      minWidth={720}
      rows={risks}
      loanOf={(risk) => risk.loan}
      headings={
        <>
          <Table.Th ta="right">LTV now</Table.Th>
          {collateralShocks.map((shock) => (
            <Table.Th key={shock} ta="right">
              Collateral −{new Money(shock).times(100).toFixed()}%
            </Table.Th>
          ))}
        </>
      }
    >
      {(risk) => (
        <>
          <LtvNowCell loan={risk.loan} />
          {collateralShocks.map((shock) => (
            <ShockedCell key={shock} risk={risk} shocked={shockedLtv(risk.ltv, shock)} />
          ))}
        </>
      )}
    </RiskTable>
  );
}
