import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { TableHead } from '../../../components/table-head';
import { formatLocalDateTime } from '../../../lib/time';
import { contractAbiKeys } from '../../../lib/query-keys';
import type { ContractAbi } from '../../../shared/contract-abis';
import { contractAbisQueryOptions } from '../../reference-data/api/contract-abis';
import { removeContractAbi } from '../api/admin-queries';
import { ConfirmDialog } from './confirm-dialog';
import { ContractAbiForm } from './contract-abi-form';

function functionsOf(entry: ContractAbi): string {
  return entry.abi.flatMap((item) => (item.type === 'function' ? [item.name] : [])).join(', ');
}

/**
 * The ABIs smart-contract calls are decoded with beyond ERC-20: reviewers then see a call's
 * function and arguments instead of "unknown function". An administrator adds and removes them.
 */
export function ContractAbisSection() {
  const abis = useQuery(contractAbisQueryOptions);
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ContractAbi | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (entry: ContractAbi) => removeContractAbi(entry.id),
    onSuccess: async (_, entry) => {
      setAsked(null);
      setDone(`Removed the ABI “${entry.name}”.`);
      await queryClient.invalidateQueries({ queryKey: contractAbiKeys.all });
    },
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-abis">
      <Title order={2} size="h4" mb="xs" id="admin-abis">
        Contract ABIs
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Smart-contract calls are decoded with the ERC-20 functions and these ABIs, so co-signers see
        what a call does. Register the ABI of each contract your organization calls.
      </Text>
      <Stack gap="md">
        {done ? <StatusAlert color="green" role="status" title={done} /> : null}
        {abis.isPending ? <PendingState label="Loading contract ABIs…" /> : null}
        {abis.error ? <ErrorState error={abis.error} onRetry={() => void abis.refetch()} /> : null}
        {abis.data?.length === 0 ? (
          <EmptyState title="No ABI is registered.">
            Calls beyond ERC-20 transfers and approvals show as unknown functions.
          </EmptyState>
        ) : null}
        {abis.data && abis.data.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Registered contract ABIs" verticalSpacing={6}>
              <TableHead labels={['Name', 'Contract', 'Functions', 'Registered']} actions />
              <Table.Tbody>
                {abis.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td ff={entry.address === null ? undefined : 'monospace'}>
                      {entry.address ?? 'Any contract'}
                    </Table.Td>
                    <Table.Td>{functionsOf(entry)}</Table.Td>
                    <Table.Td>
                      {formatLocalDateTime(entry.createdAt)} by {entry.createdBy}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Remove the ABI ${entry.name}`}
                        onClick={() => {
                          remove.reset();
                          setDone(null);
                          setAsked(entry);
                        }}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Title order={3} size="h5">
          Register an ABI
        </Title>
        <ContractAbiForm onAdded={(entry) => setDone(`Registered the ABI “${entry.name}”.`)} />
      </Stack>
      {asked ? (
        <ConfirmDialog
          title={`Remove the ABI “${asked.name}”?`}
          confirmLabel="Remove"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(asked)}
          onClose={() => setAsked(null)}
        >
          Calls to {asked.address ?? 'any contract'} are then no longer decoded with it: co-signers
          see its functions as unknown. This is on the record.
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
