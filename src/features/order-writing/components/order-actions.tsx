import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { sessionQueryOptions } from '../../../lib/session-api';
import type { Order } from '../../../shared/contracts/orders';
import { useUserNames } from '../../reference-data/api/user-names';
import { cancelStanding, type Actor } from '../order-action-rules';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * What the signed-in person can do to an order from where it appears (order detail, the
 * co-sign queue): each action is a button when it is offered, and otherwise a line saying
 * why not, so nobody wonders where "Cancel order" went.
 */
export function OrderActions({
  order,
  portfolioName,
  headingLevel,
}: {
  order: Order;
  portfolioName: string | undefined;
  headingLevel: 2 | 3 | 4;
}) {
  const session = useQuery(sessionQueryOptions);
  const names = useUserNames();
  const [dialog, setDialog] = useState<'cancel' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const person = session.data?.person;
  if (person === undefined) return null;
  const me: Actor = {
    userId: person.providerUserId,
    roles: person.roles,
    hasApiKey: person.hasApiKey,
  };
  const cancel = cancelStanding(order, me, names);

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Actions on this order">
      <Stack gap="xs">
        <Title order={headingLevel} size="h5">
          Actions
        </Title>
        {outcome ? (
          <StatusAlert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {outcome}
          </StatusAlert>
        ) : null}
        {cancel.offered ? (
          <Group>
            <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
              Cancel order
            </Button>
          </Group>
        ) : (
          <List size="sm" c="dimmed" spacing={2} aria-label="Actions not available">
            <List.Item>
              <Text span size="sm" fw={600}>
                Cancel order:
              </Text>{' '}
              <Text span size="sm" data-testid="cancel-unavailable-reason">
                {cancel.explanation}
              </Text>
            </List.Item>
          </List>
        )}
      </Stack>
      {dialog === 'cancel' ? (
        <CancelOrderDialog
          order={order}
          portfolioName={portfolioName}
          onClose={() => setDialog(null)}
          onCanceled={() => {
            setDialog(null);
            setOutcome('Order cancelled. Its reserved funds are available again.');
          }}
        />
      ) : null}
    </Paper>
  );
}
