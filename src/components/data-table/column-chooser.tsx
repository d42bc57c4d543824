import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { IconColumns } from '@tabler/icons-react';
import type { VisibilityState } from '@tanstack/react-table';

export interface ChoosableColumn {
  id: string;
  label: string;
}

/**
 * Checkboxes that show or hide columns, in a popover (a menu may hold only menu items, not
 * checkboxes). The last visible column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly ChoosableColumn[];
  visibility: VisibilityState;
  onChange: (next: VisibilityState) => void;
}) {
  const isVisible = (id: string) => visibility[id] !== false;
  const visibleCount = columns.filter((column) => isVisible(column.id)).length;
  const titleId = useId();
  return (
    <Popover position="bottom-end" trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Text id={titleId} size="xs" fw={600} c="dimmed" mb={6}>
          Shown columns
        </Text>
        <Stack gap={6}>
          {columns.map((column) => {
            const checked = isVisible(column.id);
            return (
              <Checkbox
                key={column.id}
                size="xs"
                label={column.label}
                checked={checked}
                disabled={checked && visibleCount <= 1}
                onChange={(event) =>
                  onChange({ ...visibility, [column.id]: event.currentTarget.checked })
                }
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
