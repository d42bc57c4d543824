import { Table, VisuallyHidden } from '@mantine/core';

/**
 * A plain table's header row: a column per label, then, with `actions`, one for the row's
 * buttons, named for screen readers only.
 */
export function TableHead({
  labels,
  actions = false,
}: {
  labels: readonly string[];
  actions?: boolean;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
        {actions ? (
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}
