import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/page-states';
import { notificationKeys } from '../../../lib/query-keys';
import { notificationsQueryOptions, setEmailNotifications } from '../../../lib/notifications-api';
import {
  browserNotificationsOn,
  browserNotificationsSupported,
  turnBrowserNotificationsOff,
  turnBrowserNotificationsOn,
} from '../browser-notifications';

/** How the person wants to hear that an order waits for them, beyond the bell. */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery(notificationsQueryOptions);
  const email = useMutation({
    mutationFn: setEmailNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const [browserOn, setBrowserOn] = useState(browserNotificationsOn);
  const [blocked, setBlocked] = useState(
    browserNotificationsSupported() && Notification.permission === 'denied',
  );
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        When an order waits for your approval or the master password, the bell in the header shows
        it at once.
      </Text>
      <Stack gap="md">
        {settings.data?.emailAvailable ? (
          <Switch
            label="Also email me, once per order"
            description="The email carries the amount, the destination and the approval code, never a way to approve."
            checked={settings.data.email}
            disabled={email.isPending}
            onChange={(event) => email.mutate(event.currentTarget.checked)}
          />
        ) : (
          <Text size="sm">Email is not set up on this server.</Text>
        )}
        {email.error ? <ErrorState error={email.error} /> : null}
        {browserNotificationsSupported() ? (
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                if (browserOn) {
                  turnBrowserNotificationsOff();
                  setBrowserOn(false);
                  return;
                }
                void turnBrowserNotificationsOn().then((permission) => {
                  setBrowserOn(permission === 'granted');
                  setBlocked(permission === 'denied');
                });
              }}
            >
              {browserOn ? 'Turn off browser notifications' : 'Show browser notifications'}
            </Button>
            <Text size="sm" c="dimmed">
              {blocked
                ? 'Your browser blocks notifications from this site; allow them in its settings.'
                : browserOn
                  ? 'On in this browser.'
                  : 'Off in this browser.'}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
