import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { signOut } from '../lib/session-api';
import { roleLabels } from '../shared/access';
import type { Person } from '../shared/session';

/**
 * Who is signed in, with their roles, their settings and a way out. To act as someone else,
 * sign out and sign in as them: every action is theirs.
 */
export function PersonMenu({ person }: { person: Person }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const roles = person.roles.map((role) => roleLabels[role]).join(', ');
  return (
    <Group gap={4} wrap="nowrap">
      <Group
        gap={6}
        wrap="nowrap"
        visibleFrom="md"
        aria-label={`Signed in as ${person.name}, ${roles}`}
      >
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {person.name}
        </Text>
        {person.roles.map((role) => (
          <Badge key={role} variant="light" size="sm" tt="none">
            {roleLabels[role]}
          </Badge>
        ))}
      </Group>
      <Button
        component={Link}
        to="/settings"
        variant="subtle"
        size="xs"
        leftSection={<IconSettings size={16} aria-hidden />}
        title={`Settings of ${person.name}: roles and API key`}
      >
        <Text span size="xs" visibleFrom="sm">
          Settings
        </Text>
        <VisuallyHidden>{` of ${person.name} (${roles})`}</VisuallyHidden>
      </Button>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={leaving}
        color={failed ? 'red' : undefined}
        title={failed ? 'Signing out failed: try again' : 'Sign out'}
        aria-label={failed ? 'Sign out failed: retry' : 'Sign out'}
        onClick={() => {
          setLeaving(true);
          setFailed(false);
          signOut(queryClient)
            .then((next) => window.location.assign(next))
            .catch(() => {
              setLeaving(false);
              setFailed(true);
            });
        }}
      >
        {/* On a phone the icon says it; the words would push the theme button off-screen. */}
        <Text span size="xs" fw={600} visibleFrom="sm">
          {failed ? 'Sign out failed: retry' : 'Sign out'}
        </Text>
      </Button>
    </Group>
  );
}
