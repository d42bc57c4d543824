import { Button, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { describeError } from '../../../lib/describe-error';
import type { DryRunOrderResponse } from '../../../shared/contracts/dry-run';
import { feeLevels, type FeeLevel } from '../../../shared/contracts/orders';
import { formatEstimatedTime } from '../../order-writing/dry-run-request';
import { feeOf } from '../use-withdrawal-form';

const levelNames: Readonly<Record<FeeLevel, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

function LevelQuote({ query }: { query: UseQueryResult<DryRunOrderResponse> | undefined }) {
  if (query === undefined || query.isPending) {
    return (
      <Group gap={6}>
        <Loader size={12} aria-hidden />
        <Text size="xs" c="dimmed">
          Estimating fee…
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Text size="xs" c="var(--status-text-red)">
        No estimate: {describeError(query.error).detail}
      </Text>
    );
  }
  const fee = feeOf(query.data);
  const time = formatEstimatedTime(query.data.extra?.estimatedFees?.estimatedTime);
  return (
    <Stack gap={2}>
      <Text size="xs">
        Fee{' '}
        {fee === undefined ? (
          'not quoted'
        ) : (
          <AmountText
            value={fee}
            currency={query.data.extra?.estimatedFees?.feeCurrency ?? query.data.baseCurrency}
          />
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {time ? `Confirms in ${time}` : 'No time estimate'}
      </Text>
    </Stack>
  );
}

/**
 * Low / medium / high, each with its fee and estimated time from POST /dry-run-orders
 * (one estimate per level). Fees are flat per currency and level.
 */
export function FeeLevelPicker({
  value,
  onChange,
  queryOf,
  error,
}: {
  value: FeeLevel;
  onChange: (level: FeeLevel) => void;
  queryOf: (level: FeeLevel) => UseQueryResult<DryRunOrderResponse> | undefined;
  error: string | undefined;
}) {
  const failed = feeLevels
    .map((level) => queryOf(level))
    .flatMap((query) => (query?.isError ? [query] : []));
  return (
    <Radio.Group
      label="Fee level"
      description="A higher level costs more and confirms sooner."
      value={value}
      onChange={(level) => {
        const chosen = feeLevels.find((candidate) => candidate === level);
        if (chosen) onChange(chosen);
      }}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="xs">
        {feeLevels.map((level) => (
          <Radio.Card key={level} value={level} p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {levelNames[level]}
                </Text>
                <LevelQuote query={queryOf(level)} />
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {failed.length > 0 ? (
        <Button
          size="xs"
          variant="light"
          mt="xs"
          onClick={() => {
            for (const query of failed) void query.refetch();
          }}
        >
          Retry fee estimates
        </Button>
      ) : null}
    </Radio.Group>
  );
}
