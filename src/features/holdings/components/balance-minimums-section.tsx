import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountText } from '../../../components/amount-text';
import { ErrorState, PendingState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { WideTable } from '../../../components/wide-table';
import { balanceMinimumKeys } from '../../../lib/query-keys';
import { sessionQueryOptions } from '../../../lib/session-api';
import { mayUseDashboard } from '../../../shared/access';
import type { BalanceMinimum } from '../../../shared/balance-minimums';
import { balanceMinimumsQueryOptions, removeBalanceMinimum } from '../api/balance-minimums-api';
import type { Holding } from '../holdings';
import { walletName } from '../wallet-name';
import { MinimumForm } from './minimum-form';

function AppliesTo({
  minimum,
  holdings,
}: {
  minimum: BalanceMinimum;
  holdings: readonly Holding[];
}) {
  const { target } = minimum;
  if (target.scope === 'currency') return <>Every {target.currency} wallet without its own</>;
  const holding = holdings.find((one) => one.walletId === target.walletId);
  return (
    <RouterAnchor to="/holdings/$walletId" params={{ walletId: target.walletId }} size="sm">
      {holding === undefined
        ? `A ${target.currency} wallet the API no longer lists`
        : `${walletName(holding)} · ${holding.portfolioName}`}
    </RouterAnchor>
  );
}

/**
 * /holdings' minimums: every wallet's and currency's minimum balance, and, for treasury,
 * setting a currency's (each wallet's own is set on its page) and removing any.
 */
export function BalanceMinimumsSection({
  holdings,
  currencies,
}: {
  holdings: readonly Holding[];
  currencies: readonly string[];
}) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const minimums = useQuery(balanceMinimumsQueryOptions);
  const [currency, setCurrency] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: removeBalanceMinimum,
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceMinimumKeys.all }),
  });
  const maySet = mayUseDashboard(session.data?.person.roles ?? [], 'setBalanceMinimums');
  const list = minimums.data?.minimums ?? [];
  const existing = list.find(
    (one) => one.target.scope === 'currency' && one.target.currency === currency,
  );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="minimums-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="minimums-heading">
          Minimum balances
        </Title>
        <Text size="sm" c="dimmed">
          Today lists every wallet under its minimum, and whoever set the minimum is told once each
          time a balance falls below it. A wallet&apos;s own minimum comes before its
          currency&apos;s.
        </Text>
        {minimums.isPending ? <PendingState /> : null}
        {minimums.error ? (
          <ErrorState error={minimums.error} onRetry={() => void minimums.refetch()} />
        ) : null}
        {minimums.data && list.length === 0 ? <Text size="sm">No minimum is set yet.</Text> : null}
        {list.length > 0 ? (
          <WideTable minWidth={560} stickyFirstColumn aria-label="Minimum balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applies to</Table.Th>
                <Table.Th>Minimum</Table.Th>
                <Table.Th>Set by</Table.Th>
                {maySet ? <Table.Th>Action</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((minimum) => (
                <Table.Tr key={minimum.id}>
                  <Table.Td>
                    <AppliesTo minimum={minimum} holdings={holdings} />
                  </Table.Td>
                  <Table.Td>
                    <AmountText value={minimum.amount} currency={minimum.target.currency} />
                  </Table.Td>
                  <Table.Td>{minimum.setByName ?? 'No one, so no one is told'}</Table.Td>
                  {maySet ? (
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        loading={remove.isPending && remove.variables === minimum.id}
                        onClick={() => remove.mutate(minimum.id)}
                        aria-label={`Remove the minimum of ${minimum.amount} ${minimum.target.currency}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </WideTable>
        ) : null}
        {remove.error ? <ErrorState error={remove.error} /> : null}
        {maySet ? (
          <Group align="flex-start" gap="sm">
            <Select
              label="Set a minimum for every wallet of"
              placeholder="Pick a currency"
              data={[...currencies]}
              value={currency}
              onChange={setCurrency}
              searchable
              w={200}
            />
            {currency === null ? null : (
              <MinimumForm
                key={`${currency}:${existing?.amount ?? ''}`}
                target={{ scope: 'currency', currency }}
                {...(existing === undefined ? {} : { current: existing.amount })}
                label={`Minimum for every ${currency} wallet`}
              />
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
