import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconFingerprint } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StepUpSummary } from '../../shared/step-up';
import { AmountText } from '../amount-text';
import { StatusAlert } from '../status-alert';
import type { StepUpState } from './use-step-up';

const actionWords: Record<StepUpSummary['action'], string> = {
  'co-sign': 'Approve (co-sign) this order',
  'master-password': 'Give the master password for this order',
  cancel: 'Cancel this order',
  'api-key': 'Use this API key for everything you sign',
  'passkey-add': 'Add another passkey to your account',
  'passkey-remove': 'Remove a passkey from your account',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={140} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** What the passkey signs, as the server bound it. */
/** How the dialog around the moment shows an address, so both read the same way. */
type AddressView = (address: string) => ReactNode;

const plainAddress: AddressView = (address) => (
  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
    {address}
  </Text>
);

function BoundFacts({
  summary,
  destinationName,
  addressView,
}: {
  summary: StepUpSummary;
  destinationName?: string | undefined;
  addressView: AddressView;
}) {
  const destination = summary.destination;
  const address = destination?.address ?? destination?.cryptoAddressId;
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label="What your passkey confirms">
      <Table.Tbody>
        <Row label="Action">{actionWords[summary.action]}</Row>
        {summary.amount !== undefined ? (
          <Row label="Amount">
            <AmountText value={summary.amount} currency={summary.currency} />
          </Row>
        ) : null}
        {destination !== undefined ? (
          <Row label="To">
            <Stack gap={0}>
              {destinationName ? <Text size="sm">{destinationName}</Text> : null}
              {address !== undefined ? addressView(address) : null}
              {address === undefined && destination.portfolioId !== undefined ? (
                <Text size="sm">Portfolio {destination.portfolioId}</Text>
              ) : null}
            </Stack>
          </Row>
        ) : null}
        {summary.approvalCode !== undefined ? (
          <Row label="Approval code">
            <Text size="sm" ff="monospace" fw={700}>
              {summary.approvalCode}
            </Text>
          </Row>
        ) : null}
        {summary.orderId !== undefined ? (
          <Row label="Order">
            <Text size="sm" ff="monospace">
              {summary.orderId}
            </Text>
          </Row>
        ) : null}
        {summary.keyLast4 !== undefined ? (
          <Row label="API key">ending in …{summary.keyLast4}</Row>
        ) : null}
        {summary.passkeyName !== undefined ? (
          <Row label="Passkey">{summary.passkeyName}</Row>
        ) : null}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The passkey moment inside a dialog: while the browser's prompt is open it says what the
 * passkey signs and why it is asked; when the prompt fails it says so in words, and that
 * nothing was sent.
 */
export function PasskeyMoment({
  state,
  destinationName,
  addressView = plainAddress,
}: {
  state: StepUpState;
  destinationName?: string | undefined;
  addressView?: AddressView;
}) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'asking') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Preparing the passkey check…</Text>
      </Group>
    );
  }
  if (state.phase === 'prompting') {
    return (
      <StatusAlert
        color="blue"
        icon={<IconFingerprint aria-hidden />}
        title="Confirm with your passkey"
        role="status"
      >
        <Stack gap="xs">
          <Text size="sm">
            Your browser now asks for your passkey. It signs exactly this, and the server checks the
            signature against the provider&apos;s own order before anything is sent:
          </Text>
          <BoundFacts
            summary={state.summary}
            destinationName={destinationName}
            addressView={addressView}
          />
          <Text size="xs" c="dimmed">
            Why: approvals, cancellations, master passwords and API-key changes need a fresh
            passkey, so a stolen session alone can do none of them.
          </Text>
        </Stack>
      </StatusAlert>
    );
  }
  return (
    <StatusAlert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={state.title}
    >
      <Text size="sm">{state.message}</Text>
      <Text size="sm" mt={4}>
        Nothing was sent, and what you typed is kept.
      </Text>
    </StatusAlert>
  );
}
