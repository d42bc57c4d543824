import { Code, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import { NamedId } from '../../../components/named-id';
import type { BulkOrderItem } from '../../../shared/contracts/create-order';
import type { RowOutcome } from '../api/send-bulk';
import type { BulkRow } from '../bulk-columns';
import type { BulkContext, RowCheck } from '../bulk-row-rules';
import { OutcomeCell } from './outcome-cell';

/** Where a checked row's order goes, by name with the id one click away; else the typed cell. */
function destinationOf(row: BulkRow, item: BulkOrderItem | undefined, ctx: BulkContext): ReactNode {
  if (item?.toCryptoAddressId) {
    const id = item.toCryptoAddressId;
    const entry = ctx.addresses.find((address) => address.cryptoAddressId === id);
    return <NamedId name={entry?.name} id={id} what="address-book id" />;
  }
  if (item?.toPortfolioId) {
    const id = item.toPortfolioId;
    return <NamedId name={ctx.portfolios.get(id)?.portfolioName} id={id} what="portfolio id" />;
  }
  if (item?.blockchainTransactionType) return `Operation ${item.blockchainTransactionType}`;
  const { toCryptoAddressId, toPortfolioId, blockchainTransactionType } = row.cells;
  return toCryptoAddressId || toPortfolioId || blockchainTransactionType;
}

/** Every row with what will be (or was) sent and its outcome. Cell text is shown as text. */
export function BatchTable({
  rows,
  checks,
  outcomes,
  ctx,
}: {
  rows: readonly BulkRow[];
  checks: ReadonlyMap<string, RowCheck>;
  outcomes: ReadonlyMap<string, RowOutcome>;
  ctx: BulkContext;
}) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={1100}
      maxHeight={640}
      tabIndex={0}
      role="region"
      aria-label="Batch outcome, scrollable"
    >
      <Table stickyHeader withTableBorder verticalSpacing={6} aria-label="Batch outcome">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">External order id</Table.Th>
            <Table.Th scope="col">Portfolio</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">Destination</Table.Th>
            <Table.Th scope="col">Fee</Table.Th>
            <Table.Th scope="col">Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const check = checks.get(row.key);
            const item = check?.ok ? check.item : undefined;
            return (
              <Table.Tr key={row.key} data-external-order-id={row.cells.externalOrderId}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Code fz="xs">{row.cells.externalOrderId}</Code>
                </Table.Td>
                <Table.Td>
                  {item ? (
                    <NamedId
                      name={ctx.portfolios.get(item.portfolioId)?.portfolioName}
                      id={item.portfolioId}
                      what="portfolio id"
                    />
                  ) : (
                    <Text size="sm">{row.cells.portfolioId}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {item?.amount ? (
                    <AmountText
                      value={item.amount}
                      currency={`${item.baseCurrency}${item.mainCurrency && item.mainCurrency !== item.baseCurrency ? ` on ${item.mainCurrency}` : ''}`}
                    />
                  ) : (
                    <Text size="sm">{row.cells.amount}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                    {destinationOf(row, item, ctx)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {[item?.feeLevel, item?.includeFeeInWithdraw ? 'included' : undefined]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <OutcomeCell
                    outcome={outcomes.get(row.key)}
                    errors={check && !check.ok ? check.errors : undefined}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
