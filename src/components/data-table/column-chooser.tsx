import { Button, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { VisibilityState } from '@tanstack/react-table';

export interface ChoosableColumn {
  id: string;
  label: string;
}

/** A menu of checkboxes that shows or hides columns. The last visible column cannot be hidden. */
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
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Shown columns</Menu.Label>
        <Stack gap={6} p="xs">
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
      </Menu.Dropdown>
    </Menu>
  );
}
