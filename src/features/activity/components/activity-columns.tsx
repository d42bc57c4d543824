import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import { roleLabels, type Role } from '../../../shared/access';
import { actionLabel, type ActivityEntry } from '../../../shared/audit';
import { OutcomeBadge } from './outcome-badge';

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** Roles in words; one this build does not know stays as written. */
export function rolesText(roles: readonly string[]): string {
  return roles
    .map((role) => (Object.hasOwn(roleLabels, role) ? roleLabels[role as Role] : role))
    .join(', ');
}

/** Who acted, in words: a refused request may have no one behind it. */
export function personText(entry: ActivityEntry): string {
  return entry.person?.name ?? entry.person?.email ?? entry.person?.subject ?? 'Not signed in';
}

function OrderCell({ entry }: { entry: ActivityEntry }) {
  if (entry.orderId !== null) {
    return (
      <RouterAnchor
        to="/orders/$orderId"
        params={{ orderId: entry.orderId }}
        size="sm"
        ff="monospace"
        title={`Open order ${entry.orderId}`}
        onClick={(event) => event.stopPropagation()}
      >
        {entry.orderId.length > 14 ? `${entry.orderId.slice(0, 12)}…` : entry.orderId}
      </RouterAnchor>
    );
  }
  if (entry.externalOrderId !== null) {
    return (
      <Text span size="sm" c="dimmed" title="Your reference; the API made no order">
        ref {entry.externalOrderId}
      </Text>
    );
  }
  return dash;
}

/** What the entry was about and why it ended as it did, in one line. */
export function entrySummary(entry: ActivityEntry, names: ReadonlyMap<string, string>): string {
  const destination =
    entry.destination === null ? undefined : (names.get(entry.destination) ?? entry.destination);
  const portfolio =
    entry.portfolioId === null ? undefined : (names.get(entry.portfolioId) ?? entry.portfolioId);
  const parts = [
    portfolio === undefined ? undefined : `from ${portfolio}`,
    destination === undefined ? undefined : `to ${destination}`,
    entry.errorCode ?? undefined,
    entry.detail ?? undefined,
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(' · ');
}

/** A cell's text may take two lines of the row's 52 px. */
const twoLines = {
  whiteSpace: 'normal',
  lineHeight: 1.3,
  overflow: 'hidden',
  maxHeight: '2.6em',
} as const;

/** Columns of the dashboard's own record; ids become names where the reference data knows them. */
export function activityColumns(names: ReadonlyMap<string, string>): ColumnDef<ActivityEntry>[] {
  return [
    {
      id: 'at',
      header: 'When and from where',
      size: 190,
      enableSorting: false,
      cell: ({ row }) => (
        <Stack gap={0}>
          <Timestamp value={row.original.at} />
          <Text
            span
            size="xs"
            c="dimmed"
            ff="monospace"
            truncate="end"
            title={row.original.ip ?? undefined}
          >
            {row.original.ip ?? 'address not recorded'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'person',
      header: 'Person',
      size: 140,
      enableSorting: false,
      cell: ({ row }) => {
        const { person } = row.original;
        return (
          <Stack gap={0}>
            <Text span size="sm" truncate="end" c={person === null ? 'dimmed' : undefined}>
              {personText(row.original)}
            </Text>
            {person !== null && person.roles.length > 0 ? (
              <Text span size="xs" c="dimmed" truncate="end">
                {rolesText(person.roles)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      size: 160,
      enableSorting: false,
      // Two lines at most: the longest label ("Session ended by an administrator") needs them.
      cell: ({ row }) => (
        <Text size="sm" lh={1.3} style={twoLines} title={actionLabel(row.original.action)}>
          {actionLabel(row.original.action)}
        </Text>
      ),
    },
    {
      id: 'outcome',
      header: 'Outcome',
      size: 110,
      enableSorting: false,
      cell: ({ row }) => <OutcomeBadge outcome={row.original.outcome} />,
    },
    {
      id: 'order',
      header: 'Order',
      size: 110,
      enableSorting: false,
      cell: ({ row }) => <OrderCell entry={row.original} />,
    },
    {
      id: 'amount',
      header: 'Amount',
      size: 190,
      enableSorting: false,
      meta: { align: 'right' },
      // The currency goes under the figure when both do not fit; a figure longer than the
      // column (18 decimals and more) is cut at its end and read whole in the title.
      cell: ({ row }) => {
        const { amount, currency } = row.original;
        if (amount === null) return dash;
        return (
          <div style={twoLines} title={`${amount} ${currency ?? ''}`.trim()}>
            <AmountText value={amount} currency={currency ?? undefined} wrap />
          </div>
        );
      },
    },
    {
      id: 'summary',
      header: 'Details',
      size: 100,
      enableSorting: false,
      cell: ({ row }) => (
        <Text span size="sm" truncate="end" title={entrySummary(row.original, names)}>
          {entrySummary(row.original, names) || '—'}
        </Text>
      ),
    },
  ];
}
