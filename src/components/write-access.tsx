import { StatusAlert } from './status-alert';
import { Anchor } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sessionQueryOptions } from '../lib/session-api';
import { mayCall, requiredRolesText, roleLabels } from '../shared/access';

type WriteOperation = 'createOrder' | 'createOrdersInBulk' | 'coSignOrder';

export type WriteAccess =
  | { allowed: true }
  | { allowed: false; reason: 'role' | 'api-key' | 'unknown'; title: string; detail: string };

const actions: Record<WriteOperation, string> = {
  createOrder: 'Creating orders',
  createOrdersInBulk: 'Sending bulk orders',
  coSignOrder: 'Approving orders',
};

/**
 * Whether the signed-in person may perform a write, mirroring the server's role table so the UI
 * can disable what would be refused and say why. The server still decides.
 */
export function useWriteAccess(operation: WriteOperation): WriteAccess {
  const session = useQuery(sessionQueryOptions);
  const person = session.data?.person;
  if (!person) {
    return { allowed: false, reason: 'unknown', title: 'Checking who you are…', detail: '' };
  }
  if (!mayCall(person.roles, operation)) {
    const held = person.roles.map((role) => roleLabels[role]).join(', ') || 'no role';
    return {
      allowed: false,
      reason: 'role',
      title: `${actions[operation]} needs the ${requiredRolesText(operation)} role`,
      detail: `You are signed in as ${person.name} (${held}). You can look through the form, but the server would refuse to send it.`,
    };
  }
  if (!person.hasApiKey) {
    return {
      allowed: false,
      reason: 'api-key',
      title: 'Add your API key to create or approve orders',
      detail: 'Orders are signed with your own key, so the provider knows who acted.',
    };
  }
  return { allowed: true };
}

/** Explains why a write is unavailable, above the form it concerns. */
export function WriteAccessNotice({ access }: { access: WriteAccess }) {
  if (access.allowed || access.reason === 'unknown') return null;
  return (
    <StatusAlert color="orange" icon={<IconLock aria-hidden />} title={access.title} mb="md">
      {access.detail}
      {access.reason === 'api-key' ? (
        <>
          {' '}
          <Anchor component={Link} to="/settings">
            Add it in Settings
          </Anchor>
          .
        </>
      ) : null}
    </StatusAlert>
  );
}
