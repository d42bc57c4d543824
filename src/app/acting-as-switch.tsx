import { Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeError } from '../lib/describe-error';
import { platformKey } from '../lib/query-keys';
import { sessionQueryOptions, switchIdentity } from '../lib/session-api';
import type { Session } from '../shared/session';

/** Sandbox only: the server signs every request with the chosen demo identity's key. */
export function ActingAsSwitch({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  // The identity being switched to: shown meanwhile, so type-ahead does not see the old one.
  const [requested, setRequested] = useState<string | null>(null);
  // Each keystroke of type-ahead can fire a change before React re-renders; switch once.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: switchIdentity,
    onSuccess: async (actingAs) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, { ...session, actingAs });
      await queryClient.invalidateQueries({ queryKey: platformKey });
      notifications.show({ message: `Now acting as ${actingAs.name} (${actingAs.role}).` });
    },
    onError: (error) => {
      const { title, detail } = describeError(error);
      notifications.show({
        color: 'red',
        title: `Could not switch identity: ${title}`,
        message: detail,
      });
    },
    onSettled: () => {
      inFlight.current = false;
      setRequested(null);
    },
  });

  return (
    <Group gap={8} wrap="nowrap">
      <Text
        component="label"
        htmlFor="acting-as"
        size="xs"
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        Acting as
      </Text>
      {/* The browser's own select: keyboard-native, and no popover code in the shell. */}
      <NativeSelect
        id="acting-as"
        size="xs"
        w={320}
        value={requested ?? session.actingAs?.id ?? ''}
        data={session.identities.map((identity) => ({
          value: identity.id,
          label: `${identity.name} · ${identity.role}`,
        }))}
        onChange={(event) => {
          // Not disabled while switching: a disabled select drops keyboard focus to the page.
          // A change made meanwhile is ignored.
          const { value } = event.currentTarget;
          if (inFlight.current || !value || value === session.actingAs?.id) return;
          inFlight.current = true;
          setRequested(value);
          mutation.mutate(value);
        }}
      />
    </Group>
  );
}
