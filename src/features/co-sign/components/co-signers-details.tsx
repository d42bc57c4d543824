import { Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Timestamp } from '../../../components/timestamp';
import type { Order } from '../../../shared/contracts/orders';
import { nameOf, type UserNames } from '../../reference-data/api/user-names';
import { needsMasterPassword, quorumOf } from '../co-sign-rules';
import { StatusAlert } from '../../../components/status-alert';

/** x of y approvals, who signed, who may still sign, and whether the order can complete. */
export function CoSignersDetails({ order, names }: { order: Order; names: UserNames }) {
  const quorum = quorumOf(order);
  const signedBy = order.extra?.coSigners ?? [];
  const creator = order.createdBy;
  const progressLabel =
    quorum.required === null
      ? `${quorum.signed} approvals (required number not stated)`
      : `${quorum.signed} of ${quorum.required} approvals`;

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={700} data-testid="co-sign-progress" style={{ whiteSpace: 'nowrap' }}>
          {progressLabel}
        </Text>
        {quorum.required !== null && quorum.required > 0 ? (
          <Progress
            value={(Math.min(quorum.signed, quorum.required) / quorum.required) * 100}
            w={160}
            aria-label={progressLabel}
          />
        ) : null}
      </Group>
      {signedBy.length > 0 ? (
        <div>
          <Text size="sm">Signed by:</Text>
          <List size="sm" spacing={2}>
            {signedBy.map((userId) => (
              <List.Item key={userId}>{nameOf(userId, names)}</List.Item>
            ))}
          </List>
          {order.updatedAt ? (
            <Text size="xs" c="dimmed" component="div">
              Latest change to the order: <Timestamp value={order.updatedAt} /> (the API does not
              report when each signature was given)
            </Text>
          ) : null}
        </div>
      ) : (
        <Text size="sm">Nobody has signed yet.</Text>
      )}
      {quorum.remaining > 0 || quorum.required === null ? (
        <Text size="sm">
          May still sign:{' '}
          {quorum.eligibleLeft === null
            ? `any approver of the organization${creator ? ` except ${nameOf(creator, names)} (the creator)` : ''}`
            : quorum.eligibleLeft.length === 0
              ? 'nobody'
              : quorum.eligibleLeft.map((userId) => nameOf(userId, names)).join(', ')}
        </Text>
      ) : null}
      {needsMasterPassword(order) ? (
        <Text size="sm">The approvals are in; the order now waits for the master password.</Text>
      ) : null}
      {quorum.cannotComplete ? (
        <StatusAlert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="This order cannot complete as configured"
          role="alert"
        >
          <Text size="sm">
            It needs {quorum.remaining} more {quorum.remaining === 1 ? 'approval' : 'approvals'},
            but only {quorum.eligibleLeft?.length ?? 0} eligible{' '}
            {quorum.eligibleLeft?.length === 1 ? 'co-signer is' : 'co-signers are'} left (the
            creator and those who signed cannot sign). Change the portfolio's co-signers or cancel
            the order.
          </Text>
        </StatusAlert>
      ) : null}
    </Stack>
  );
}
