import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { sessionQueryOptions } from '../../../lib/session-api';
import type { Order } from '../../../shared/contracts/orders';
import { useUserNames } from '../../reference-data/api/user-names';
import { cancelStanding, masterPasswordStanding, type Actor } from '../order-action-rules';
import { CancelOrderDialog } from './cancel-order-dialog';
import { MasterPasswordDialog } from './master-password-dialog';

function Unavailable({ action, why, testId }: { action: string; why: string; testId: string }) {
  return (
    <List.Item>
      <Text span size="sm" fw={600}>
        {action}:
      </Text>{' '}
      <Text span size="sm" data-testid={testId}>
        {why}
      </Text>
    </List.Item>
  );
}

/**
 * What the signed-in person can do to an order from where it appears (order detail, the
 * co-sign queue): each action is a button when it is offered, and otherwise a line saying
 * why not, so nobody wonders where "Cancel order" went. `masterPasswordHere` is false where
 * the page offers the master password itself (the co-sign review).
 */
export function OrderActions({
  order,
  portfolioName,
  headingLevel,
  masterPasswordHere = true,
}: {
  order: Order;
  portfolioName: string | undefined;
  headingLevel: 2 | 3 | 4;
  masterPasswordHere?: boolean;
}) {
  const session = useQuery(sessionQueryOptions);
  const names = useUserNames();
  const [dialog, setDialog] = useState<'cancel' | 'master-password' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const person = session.data?.person;
  if (person === undefined) return null;
  const me: Actor = {
    userId: person.providerUserId,
    roles: person.roles,
    hasApiKey: person.hasApiKey,
  };
  const cancel = cancelStanding(order, me, names);
  const password = masterPasswordHere ? masterPasswordStanding(order, me, names) : undefined;
  const offered = cancel.offered || password?.offered === true;

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
        {offered ? (
          <Group>
            {password?.offered ? (
              <Button onClick={() => setDialog('master-password')}>Enter master password</Button>
            ) : null}
            {cancel.offered ? (
              <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
                Cancel order
              </Button>
            ) : null}
          </Group>
        ) : null}
        <List size="sm" c="dimmed" spacing={2} aria-label="Actions not available">
          {password !== undefined && !password.offered ? (
            <Unavailable
              action="Enter master password"
              why={password.explanation}
              testId="master-password-unavailable-reason"
            />
          ) : null}
          {cancel.offered ? null : (
            <Unavailable
              action="Cancel order"
              why={cancel.explanation}
              testId="cancel-unavailable-reason"
            />
          )}
        </List>
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
      {dialog === 'master-password' ? (
        <MasterPasswordDialog
          order={order}
          portfolioName={portfolioName}
          onClose={() => setDialog(null)}
          onGiven={() => {
            setDialog(null);
            setOutcome('Master password given. The order is approved and goes on to processing.');
          }}
        />
      ) : null}
    </Paper>
  );
}
