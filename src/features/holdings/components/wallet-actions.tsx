import { Button, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useWriteAccess } from '../../../components/write-access';
import { stakingOperationsFor } from '../../../shared/contracts/create-order';
import { isUnreadable } from '../../../shared/contracts/readable';
import type { Holding } from '../holdings';

/**
 * "Withdraw from here" and "Stake": each opens its wizard afresh with this wallet's portfolio
 * and currency chosen. Shown only to people whose role may create orders.
 */
export function WalletActions({ holding }: { holding: Holding }) {
  const access = useWriteAccess('createOrder');
  const navigate = useNavigate();
  const { currency, network, portfolioId } = holding;
  if (
    (!access.allowed && access.reason === 'role') ||
    isUnreadable(currency) ||
    isUnreadable(network)
  )
    return null;
  const wallet = { portfolioId, currency, network };
  const blocked = access.allowed ? undefined : access.title;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        onClick={() =>
          void navigate({ to: '/new/withdrawal', search: { step: 'destination', ...wallet } })
        }
        disabled={blocked !== undefined}
        title={blocked}
      >
        Withdraw from here
      </Button>
      {stakingOperationsFor(currency).length > 0 ? (
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            void navigate({ to: '/new/staking', search: { step: 'operation', ...wallet } })
          }
          disabled={blocked !== undefined}
          title={blocked}
        >
          Stake
        </Button>
      ) : null}
    </Group>
  );
}
