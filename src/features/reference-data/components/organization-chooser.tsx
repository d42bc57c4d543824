import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/page-states';
import { chooseOrganization } from '../../../lib/provider-identity-api';
import { platformKey, servedOrganizationKey } from '../../../lib/query-keys';
import type { OrganizationChoice } from '../../../shared/provider-identity';

/**
 * An administrator's choice of the organization the dashboard serves, among those the API
 * lists. The server checks it and keeps it for everyone.
 */
export function OrganizationChooser({
  candidates,
  current,
}: {
  candidates: readonly OrganizationChoice[];
  current?: string;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(current ?? null);
  const choose = useMutation({
    mutationFn: chooseOrganization,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: servedOrganizationKey }),
        queryClient.invalidateQueries({ queryKey: platformKey }),
      ]);
    },
  });
  return (
    <Stack gap="sm" maw={520}>
      <Select
        label="Organization this dashboard serves"
        description="Its loans, members and activity are shown to everyone here."
        placeholder="Choose an organization"
        data={candidates.map((entry) => ({
          value: entry.organizationId,
          label: `${entry.organizationName ?? 'Unnamed organization'} (${entry.organizationId})`,
        }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
      />
      {choose.error ? <ErrorState error={choose.error} /> : null}
      <Group>
        <Button
          disabled={chosen === null || chosen === current}
          loading={choose.isPending}
          onClick={() => {
            if (chosen !== null) choose.mutate(chosen);
          }}
        >
          Serve this organization
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The choice is kept on the server and recorded in the activity log.
      </Text>
    </Stack>
  );
}
