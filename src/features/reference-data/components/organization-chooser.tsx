import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/page-states';
import { chooseOrganization } from '../../../lib/provider-identity-api';
import { platformKey, servedOrganizationKey } from '../../../lib/query-keys';
import type { OrganizationChoice } from '../../../shared/provider-identity';

/** "Northwind Lending": an organization by its name, its id only when the API gives none. */
export function organizationLabel(choice: OrganizationChoice): string {
  return choice.organizationName ?? `Unnamed organization (${choice.organizationId})`;
}

/** What the question before replacing the served organization is given to ask with. */
export interface ReplacingQuestion {
  current: OrganizationChoice;
  target: OrganizationChoice;
  pending: boolean;
  error: unknown;
  send: () => void;
  close: () => void;
}

/**
 * An administrator's choice of the organization the dashboard serves, among those the API
 * lists. The server checks it and keeps it for everyone. Replacing one already served is asked
 * about first: everyone's views change with it.
 */
export function OrganizationChooser({
  candidates,
  current,
  confirmReplacing,
}: {
  candidates: readonly OrganizationChoice[];
  /** The organization served now, when there is one: replacing it is confirmed first. */
  current?: OrganizationChoice;
  /** The question asked before replacing `current` with `target`. */
  confirmReplacing?: (question: ReplacingQuestion) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(current?.organizationId ?? null);
  const [confirming, setConfirming] = useState(false);
  const choose = useMutation({
    mutationFn: chooseOrganization,
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: servedOrganizationKey }),
        queryClient.invalidateQueries({ queryKey: platformKey }),
      ]);
    },
  });
  const chosenEntry = candidates.find((entry) => entry.organizationId === chosen);
  const send = () => {
    if (chosen !== null) {
      choose.mutate({ organizationId: chosen, replacing: current?.organizationId ?? null });
    }
  };
  return (
    <Stack gap="sm" maw={520}>
      <Select
        label="Organization this dashboard serves"
        description="Its loans, members and activity are shown to everyone here."
        placeholder="Choose an organization"
        data={candidates.map((entry) => ({
          value: entry.organizationId,
          label: organizationLabel(entry),
        }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
      />
      {choose.error && !confirming ? <ErrorState error={choose.error} /> : null}
      <Group>
        <Button
          disabled={chosen === null || chosen === current?.organizationId}
          loading={choose.isPending && !confirming}
          onClick={() =>
            current === undefined || confirmReplacing === undefined ? send() : setConfirming(true)
          }
        >
          Serve this organization
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The choice is kept on the server and recorded in the activity log.
      </Text>
      {confirming && current !== undefined && chosenEntry !== undefined
        ? confirmReplacing?.({
            current,
            target: chosenEntry,
            pending: choose.isPending,
            error: choose.error,
            send,
            close: () => setConfirming(false),
          })
        : null}
    </Stack>
  );
}
