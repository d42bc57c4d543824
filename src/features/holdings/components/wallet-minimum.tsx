import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { ErrorState, PendingState } from '../../../components/page-states';
import { balanceMinimumKeys } from '../../../lib/query-keys';
import { sessionQueryOptions } from '../../../lib/session-api';
import { dashboardRolesInWords, mayUseDashboard } from '../../../shared/access';
import { minimumFor, type BalanceMinimum } from '../../../shared/balance-minimums';
import { balanceMinimumsQueryOptions, removeBalanceMinimum } from '../api/balance-minimums-api';
import { MinimumForm } from './minimum-form';

function AppliedMinimum({ minimum, own }: { minimum: BalanceMinimum; own: boolean }) {
  return (
    <Text size="sm">
      Minimum <AmountText value={minimum.amount} currency={minimum.target.currency} />{' '}
      {own ? 'set for this wallet' : `set for every ${minimum.target.currency} wallet`}
      {minimum.setByName === null ? '' : ` by ${minimum.setByName}`}.
    </Text>
  );
}

/**
 * A wallet's minimum balance: the one that applies (its own, else its currency's), whether the
 * balance is under it as last sampled, and, for treasury, setting, changing or removing the
 * wallet's own. The person who sets it is told when the balance falls below.
 */
export function WalletMinimum({ walletId, currency }: { walletId: string; currency: string }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const minimums = useQuery(balanceMinimumsQueryOptions);
  const remove = useMutation({
    mutationFn: removeBalanceMinimum,
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceMinimumKeys.all }),
  });
  const maySet = mayUseDashboard(session.data?.person.roles ?? [], 'setBalanceMinimums');
  const data = minimums.data;
  const applied = data && minimumFor(data.minimums, { walletId, currency });
  const own = applied?.target.scope === 'wallet' ? applied : undefined;
  const below = data?.below.find((entry) => entry.walletId === walletId);
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="wallet-minimum">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="wallet-minimum">
            Minimum balance
          </Title>
          {below ? (
            <Badge color="red" variant="light" tt="none">
              Below its minimum
            </Badge>
          ) : null}
        </Group>
        {minimums.isPending ? <PendingState /> : null}
        {minimums.error ? (
          <ErrorState error={minimums.error} onRetry={() => void minimums.refetch()} />
        ) : null}
        {data && applied === undefined ? (
          <Text size="sm">No minimum is set for this wallet or for {currency}.</Text>
        ) : null}
        {applied ? <AppliedMinimum minimum={applied} own={own !== undefined} /> : null}
        {below ? (
          <Text size="sm">
            The last sample read <AmountText value={below.balance} currency={currency} />: short by{' '}
            <AmountText value={below.shortfall} currency={currency} />.
          </Text>
        ) : null}
        {maySet && data ? (
          <>
            <MinimumForm
              key={own?.amount ?? 'none'}
              target={{ scope: 'wallet', walletId, currency }}
              {...(own === undefined ? {} : { current: own.amount })}
              label="This wallet's minimum"
            />
            <Text size="xs" c="dimmed">
              You are told on the bell, by browser notification and by email when its balance falls
              below; a wallet's own minimum comes before its currency's.
            </Text>
            {own ? (
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(own.id)}
                >
                  Remove this wallet's minimum
                </Button>
              </Group>
            ) : null}
            {remove.error ? <ErrorState error={remove.error} /> : null}
          </>
        ) : null}
        {!maySet && session.data ? (
          <Text size="xs" c="dimmed">
            Minimums are set by {dashboardRolesInWords('setBalanceMinimums')}.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
