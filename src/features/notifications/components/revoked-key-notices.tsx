import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKeyOff } from '@tabler/icons-react';
import { ErrorState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { StatusAlert } from '../../../components/status-alert';
import { apiKeyNoticesKey } from '../../../lib/query-keys';
import { formatLocalDateTimeToMinute } from '../../../lib/time';
import { apiKeyNoticesQueryOptions, dismissApiKeyNotice } from '../api/api-key-notices';

/**
 * Tells the signed-in person, on every page until they dismiss it, that an administrator
 * revoked their API key: who, when, and why, and where to add a key again.
 */
export function RevokedKeyNotices() {
  const notices = useQuery(apiKeyNoticesQueryOptions);
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: dismissApiKeyNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyNoticesKey }),
  });
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {notices.data.map((notice) => (
        <StatusAlert
          key={notice.id}
          color="orange"
          role="alert"
          icon={<IconKeyOff aria-hidden />}
          title="Your API key was revoked"
        >
          <Stack gap="xs">
            <Text size="sm">
              {notice.revokedBy} revoked your API key ending {notice.keyLast4} on{' '}
              {formatLocalDateTimeToMinute(notice.revokedAt)}. Their reason: “{notice.reason}”
            </Text>
            <Text size="sm">
              Nothing is signed with it any more. To act again, add a key in{' '}
              {/* The theme's primary blue is below AA on the orange tint; the notice's own
                  status text colour is above it in either scheme, and the underline marks it
                  as a link without relying on colour. */}
              <RouterAnchor
                to="/settings"
                c="var(--status-text-orange)"
                fw={600}
                underline="always"
              >
                Settings
              </RouterAnchor>
            </Text>
            {dismiss.error ? <ErrorState error={dismiss.error} /> : null}
            <Group>
              <Button
                size="xs"
                variant="default"
                loading={dismiss.isPending && dismiss.variables === notice.id}
                onClick={() => dismiss.mutate(notice.id)}
              >
                Dismiss
              </Button>
            </Group>
          </Stack>
        </StatusAlert>
      ))}
    </Stack>
  );
}
