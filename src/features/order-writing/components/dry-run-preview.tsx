import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { StatusAlert } from '../../../components/status-alert';
import { describeError } from '../../../lib/describe-error';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { DryRunOrderRequest, DryRunOrderResponse } from '../../../shared/contracts/dry-run';
import { nameOf, useUserNames } from '../../reference-data/api/user-names';
import { dryRunPreviewQueryOptions } from '../api/dry-run-query';
import { dryRunFee, dryRunOf, formatEstimatedTime } from '../dry-run-request';

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/** Who must approve next, in words, from the approval facts the dry run returns. */
export function approvalsText(
  extra: DryRunOrderResponse['extra'],
  names: ReadonlyMap<string, string>,
): string {
  const needed = Number(extra?.coSignersNumber ?? '0');
  if (!(needed > 0)) return 'No co-signers: the order goes ahead once placed.';
  const who = (extra?.availableCoSigners ?? []).map((userId) => nameOf(userId, names));
  const count = needed === 1 ? '1 approval' : `${needed} approvals`;
  return who.length > 0
    ? `${count} from ${listNames(who)}, in their co-sign queue.`
    : `${count} from the organization's approvers, in their co-sign queue.`;
}

function Preview({ data }: { data: DryRunOrderResponse }) {
  const names = useUserNames();
  const fee = dryRunFee(data);
  const feeCurrency = data.extra?.estimatedFees?.feeCurrency ?? data.baseCurrency;
  const time = formatEstimatedTime(data.extra?.estimatedFees?.estimatedTime);
  return (
    <Stack gap={4}>
      <Text size="sm">
        Estimated fee:{' '}
        {fee === undefined ? 'not quoted' : <AmountText value={fee} currency={feeCurrency} />}
        {time ? `, confirms in ${time}` : ''}
      </Text>
      <Text size="sm">Who approves next: {approvalsText(data.extra, names)}</Text>
      {data.warning ? (
        <StatusAlert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Warning">
          <Text size="sm">{data.warning.message}</Text>
        </StatusAlert>
      ) : (
        <Text size="sm" c="dimmed">
          No warnings.
        </Text>
      )}
    </Stack>
  );
}

function Answer({ dryRun }: { dryRun: DryRunOrderRequest }) {
  const query = useQuery(dryRunPreviewQueryOptions(dryRun));
  if (query.isPending) {
    return (
      <Group gap={6}>
        <Loader size={12} aria-hidden />
        <Text size="sm">Asking the API for a preview…</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap={4}>
        <Text size="sm" c="var(--status-text-red)">
          The preview failed: {describeError(query.error).detail}
        </Text>
        <Text size="sm">
          You can still submit: the API checks the order again when it is placed.
        </Text>
        <Group>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try the preview again
          </Button>
        </Group>
      </Stack>
    );
  }
  return <Preview data={query.data} />;
}

/**
 * What the API says of this order before it is placed (POST /dry-run-orders): the estimated
 * fee, who must approve and every warning. A failed dry run is shown, and never blocks the
 * submit: the API checks the order again when it is placed.
 */
export function DryRunPreview({ request }: { request: CreateOrderRequest }) {
  const dryRun = dryRunOf(request);
  return (
    <StatusAlert
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title="Preview from the API (dry run)"
      // A region to find and read, not an alert: its news is not urgent.
      role="region"
      aria-label="Preview from the API"
    >
      {dryRun === undefined ? (
        <Text size="sm">This order has nothing the API can preview.</Text>
      ) : (
        <Answer dryRun={dryRun} />
      )}
    </StatusAlert>
  );
}
