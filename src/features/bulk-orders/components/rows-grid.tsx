import { ActionIcon, Button, Group, Input, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { bulkColumns, columnLabels, type BulkColumn, type BulkRow } from '../bulk-columns';
import type { CellErrors } from '../bulk-row-rules';
import { readableMonospaceStyles } from '../../../components/readable-errors';

/** Widths that show a whole name, id or amount without scrolling inside the cell. */
const cellWidths: Record<BulkColumn, number> = {
  externalOrderId: 300,
  portfolioId: 190,
  baseCurrency: 90,
  mainCurrency: 90,
  amount: 170,
  toCryptoAddressId: 260,
  toPortfolioId: 190,
  blockchainTransactionType: 160,
  feeLevel: 90,
  includeFeeInWithdraw: 100,
  description: 220,
};
const gridWidth = Object.values(cellWidths).reduce((sum, width) => sum + width, 0) + 120;

interface GridRowProps {
  row: BulkRow;
  index: number;
  errors: CellErrors | undefined;
  /** Rows whose order exists are not edited again. */
  locked: boolean;
  onCellChange: (key: string, column: BulkColumn, value: string) => void;
  onRemove: (key: string) => void;
}

const GridRow = memo(
  function GridRow({ row, index, errors, locked, onCellChange, onRemove }: GridRowProps) {
    const number = index + 1;
    return (
      <Table.Tr>
        <Table.Td>
          <Text size="sm">{number}</Text>
        </Table.Td>
        {bulkColumns.map((column) => {
          const error = errors?.[column];
          const errorId = `bulk-${row.key}-${column}-error`;
          return (
            <Table.Td key={column} style={{ verticalAlign: 'top', minWidth: cellWidths[column] }}>
              <Input
                size="xs"
                aria-label={`${columnLabels[column]}, row ${number}`}
                value={row.cells[column]}
                // The id follows the row's content (kept for retries, new once edited), so it
                // is never typed here.
                readOnly={locked || column === 'externalOrderId'}
                error={error !== undefined}
                aria-invalid={error !== undefined}
                aria-describedby={error ? errorId : undefined}
                styles={{ input: readableMonospaceStyles.input }}
                onChange={(event) => onCellChange(row.key, column, event.currentTarget.value)}
              />
              {error ? (
                <Text id={errorId} size="xs" c="red.8" mt={2}>
                  {error}
                </Text>
              ) : null}
            </Table.Td>
          );
        })}
        <Table.Td>
          <ActionIcon
            variant="default"
            aria-label={`Remove row ${number}`}
            disabled={locked}
            onClick={() => onRemove(row.key)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
    );
  },
  // Re-render a row only when its own cells or messages change, not on every keystroke.
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    before.locked === after.locked &&
    JSON.stringify(before.errors) === JSON.stringify(after.errors),
);

export function RowsGrid({
  rows,
  errorsOf,
  isLocked,
  onCellChange,
  onRemove,
  onAdd,
}: {
  rows: readonly BulkRow[];
  errorsOf: (key: string) => CellErrors | undefined;
  isLocked: (key: string) => boolean;
  onCellChange: (key: string, column: BulkColumn, value: string) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <Table.ScrollContainer
        minWidth={gridWidth}
        maxHeight={560}
        // Keyboard users can scroll the wide grid too.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Order rows, scrollable' } }}
      >
        <Table stickyHeader withTableBorder verticalSpacing={4} aria-label="Bulk order rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              {bulkColumns.map((column) => (
                <Table.Th key={column} scope="col">
                  {columnLabels[column]}
                </Table.Th>
              ))}
              <Table.Th scope="col">
                <Text size="sm" fw={700} span>
                  Remove
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <GridRow
                key={row.key}
                row={row}
                index={index}
                errors={errorsOf(row.key)}
                locked={isLocked(row.key)}
                onCellChange={onCellChange}
                onRemove={onRemove}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" onClick={onAdd}>
          Add a row
        </Button>
      </Group>
    </>
  );
}
