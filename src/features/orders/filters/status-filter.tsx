import { Chip, Group, MultiSelect, Pill, Stack } from '@mantine/core';
import { orderStatusInWords } from '../../../shared/order-status-words';
import {
  orderStatusGroupNames,
  orderStatusGroups,
  type OrderStatus,
  type OrderStatusGroup,
} from '../../../shared/contracts/orders';

export const statusGroupLabels: Record<OrderStatusGroup, string> = {
  'needs-action': 'Needs action',
  'in-progress': 'In progress',
  completed: 'Completed',
  failed: 'Failed',
};

const statusOptions = orderStatusGroupNames.map((group) => ({
  group: statusGroupLabels[group],
  items: orderStatusGroups[group].map((status) => ({
    value: status,
    label: orderStatusInWords(status),
  })),
}));

/** The groups whose every status is selected: shown as one pill each, not one per status. */
function wholeGroups(selected: readonly OrderStatus[]): OrderStatusGroup[] {
  return orderStatusGroupNames.filter((group) =>
    orderStatusGroups[group].every((status) => selected.includes(status)),
  );
}

/** Adds every status of a group, or removes them all when the whole group was selected. */
export function toggleStatusGroup(
  selected: readonly OrderStatus[],
  group: OrderStatusGroup,
): OrderStatus[] {
  const members: readonly OrderStatus[] = orderStatusGroups[group];
  const hasAll = members.every((status) => selected.includes(status));
  return hasAll
    ? selected.filter((status) => !members.includes(status))
    : [...selected, ...members.filter((status) => !selected.includes(status))];
}

/** Statuses one by one (grouped list), or a whole group at once with its chip. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: readonly OrderStatus[];
  onChange: (next: OrderStatus[]) => void;
}) {
  const whole = wholeGroups(value);
  return (
    <Stack gap={6}>
      <MultiSelect
        label="Statuses"
        placeholder={value.length === 0 ? 'Any status' : undefined}
        data={statusOptions}
        value={[...value]}
        renderPill={({ option, onRemove }) => {
          const group = whole.find((name) =>
            orderStatusGroups[name].some((status) => status === option.value),
          );
          if (group === undefined) {
            return (
              <Pill withRemoveButton onRemove={onRemove}>
                {option.label}
              </Pill>
            );
          }
          // A whole group reads as its name; its first status carries the one pill.
          if (orderStatusGroups[group][0] !== option.value) return null;
          return (
            <Pill withRemoveButton onRemove={() => onChange(toggleStatusGroup(value, group))}>
              {statusGroupLabels[group]}: all
            </Pill>
          );
        }}
        onChange={(next) => onChange(next.filter(isSelectableStatus))}
        searchable
        clearable
        maxDropdownHeight={320}
        w={320}
        size="sm"
      />
      <Group gap={6} role="group" aria-label="Status groups">
        {orderStatusGroupNames.map((group) => (
          <Chip
            key={group}
            size="xs"
            checked={orderStatusGroups[group].every((status) => value.includes(status))}
            onChange={() => onChange(toggleStatusGroup(value, group))}
          >
            {statusGroupLabels[group]}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}

const allStatuses: readonly string[] = orderStatusGroupNames.flatMap((group) => [
  ...orderStatusGroups[group],
]);
function isSelectableStatus(value: string): value is OrderStatus {
  return allStatuses.includes(value);
}
