import { readOrUndefined } from '../../../shared/contracts/readable';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconLoader } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatusAlert, type StatusAlertColor } from '../../../components/status-alert';
import { Timestamp } from '../../../components/timestamp';
import { actionLabel } from '../../../shared/audit';
import type { Order } from '../../../shared/contracts/orders';
import { nameOf, useUserNames } from '../../reference-data/api/user-names';
import { nextStepOf, type NextStep } from '../../../shared/order-next-step';
import { historyQueryOptions } from './order-dashboard-history';

const tones: Record<NextStep['tone'], { color: StatusAlertColor; icon: typeof IconClock }> = {
  waiting: { color: 'orange', icon: IconClock },
  working: { color: 'blue', icon: IconLoader },
  done: { color: 'green', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconAlertTriangle },
};

/** For an order that ended badly: who last acted on it in this dashboard, and when. */
function LastRecordedAction({ orderId }: { orderId: string }) {
  const history = useQuery(historyQueryOptions(orderId));
  const last = history.data?.entries
    .filter((entry) => entry.outcome === 'succeeded')
    .reduce<(typeof history.data.entries)[number] | undefined>(
      (latest, entry) => (latest === undefined || entry.at > latest.at ? entry : latest),
      undefined,
    );
  if (history.isPending) return null;
  if (last === undefined) {
    return (
      <Text size="sm">
        The API does not say who did it, and no one acted on this order in this dashboard.
      </Text>
    );
  }
  return (
    <Text size="sm">
      Last recorded here: {actionLabel(last.action).toLowerCase()} by{' '}
      {last.person?.name ?? last.person?.email ?? 'someone not signed in'},{' '}
      <Timestamp value={last.at} />
    </Text>
  );
}

/**
 * Who acts next on the order, by name, and how many approvals are missing; or, for an order
 * that ended, what happened and when, with who did it where this dashboard recorded it.
 */
export function OrderNextStep({ order }: { order: Order }) {
  const people = useUserNames();
  const step = nextStepOf(order, (userId) => nameOf(userId, people));
  const { color, icon: Icon } = tones[step.tone];
  return (
    <StatusAlert color={color} icon={<Icon size={18} aria-hidden />} title={step.text}>
      <Stack gap={4}>
        {step.missingApprovals !== undefined ? (
          <Text size="sm">
            {step.missingApprovals} of{' '}
            {readOrUndefined(order.extra?.coSignersNumber) ?? step.missingApprovals} approvals still
            missing.{' '}
            {step.approvers && step.approvers.length > 0
              ? `They can be given by ${step.approvers.join(', ')} on the Co-sign page.`
              : 'Any approver other than the creator can give them on the Co-sign page.'}
          </Text>
        ) : null}
        {order.status === 'master-password-required' ? (
          <Text size="sm">
            The portfolio asks for its master password before the order goes out; an approver enters
            it on the Co-sign page.
          </Text>
        ) : null}
        {step.tone === 'failed' ? (
          <>
            <Group gap={4}>
              <Text size="sm">Ended</Text>
              <Timestamp value={order.terminatedAt ?? order.updatedAt} />
            </Group>
            <LastRecordedAction orderId={order.orderId} />
          </>
        ) : null}
      </Stack>
    </StatusAlert>
  );
}
