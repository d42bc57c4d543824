import { Code, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import { actionLabel, type ActivityEntry } from '../../../shared/audit';
import { personText, rolesText } from './activity-columns';
import { OutcomeBadge } from './outcome-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={180} fw={500}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: 'break-word' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

const text = (value: string | null) =>
  value === null ? (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Text span size="sm">
      {value}
    </Text>
  );

const named = (id: string | null, names: ReadonlyMap<string, string>) =>
  id === null ? text(null) : text(names.has(id) ? `${names.get(id)} (${id})` : id);

/** One entry in full: who, what, on which order, from where, and the exact record. */
export function ActivityEntryDrawer({
  entry,
  names,
  onClose,
}: {
  entry: ActivityEntry | null;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={entry !== null}
      closeButtonProps={{ 'aria-label': 'Close the entry' }}
      onClose={onClose}
      position="right"
      size="lg"
      title={entry === null ? '' : `${actionLabel(entry.action)} by ${personText(entry)}`}
    >
      {entry === null ? null : (
        <Stack gap="md">
          <Group gap="sm">
            <OutcomeBadge outcome={entry.outcome} />
            {entry.outcome === 'unknown' ? (
              <Text size="sm">
                The request was recorded before it was sent, but no answer was recorded: check the
                order at the provider.
              </Text>
            ) : null}
          </Group>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Row label="When">
                <Timestamp value={entry.at} />
              </Row>
              <Row label="Outcome recorded">
                <Timestamp value={entry.completedAt ?? undefined} />
              </Row>
              <Row label="Person">{text(personText(entry))}</Row>
              <Row label="Email">{text(entry.person?.email ?? null)}</Row>
              <Row label="Roles">{text(entry.person ? rolesText(entry.person.roles) : null)}</Row>
              <Row label="Order">
                {entry.orderId === null ? (
                  text(null)
                ) : (
                  <RouterAnchor to="/orders/$orderId" params={{ orderId: entry.orderId }} size="sm">
                    {entry.orderId}
                  </RouterAnchor>
                )}
              </Row>
              <Row label="Your reference">{text(entry.externalOrderId)}</Row>
              <Row label="Portfolio">{named(entry.portfolioId, names)}</Row>
              <Row label="Amount">
                {entry.amount === null ? (
                  text(null)
                ) : (
                  <AmountText value={entry.amount} currency={entry.currency ?? undefined} />
                )}
              </Row>
              <Row label="Destination">{named(entry.destination, names)}</Row>
              <Row label="HTTP status">{text(entry.statusCode?.toString() ?? null)}</Row>
              <Row label="Error code">{text(entry.errorCode)}</Row>
              <Row label="Detail">{text(entry.detail)}</Row>
              <Row label="IP address">{text(entry.ip)}</Row>
              <Row label="Browser">{text(entry.userAgent)}</Row>
              <Row label="Request id">{text(entry.requestId)}</Row>
            </Table.Tbody>
          </Table>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              The record as stored
            </Text>
            {/* Focusable because it scrolls: keyboard users must be able to scroll it too. */}
            <Code block fz="xs" tabIndex={0} style={{ maxHeight: 320, overflow: 'auto' }}>
              {JSON.stringify(entry, null, 2)}
            </Code>
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
