import { Group, NativeSelect, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '../lib/describe-error';
import { platformKey, sessionQueryOptions, switchIdentity } from '../lib/session-api';
import type { Session } from '../shared/session';

/** Sandbox only: the server signs every request with the chosen demo identity's key. */
export function ActingAsSwitch({ session }: { session: Session }) {
  const queryClient = useQueryClient();
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
        value={session.actingAs?.id ?? ''}
        data={session.identities.map((identity) => ({
          value: identity.id,
          label: `${identity.name} · ${identity.role}`,
        }))}
        onChange={(event) => {
          // Not disabled while switching: a disabled select drops keyboard focus to the page.
          // A change made meanwhile is ignored and the select shows the identity in force.
          if (mutation.isPending) return;
          const { value } = event.currentTarget;
          if (value && value !== session.actingAs?.id) mutation.mutate(value);
        }}
      />
    </Group>
  );
}
