import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { withdrawalTotals } from '../amount-validation';

/**
 * What the recipient gets and what leaves the portfolio, computed exactly from the amount
 * and the chosen level's flat fee, so the effect of "include the fee" is visible before
 * anything is sent.
 */
export function WithdrawalTotalsSummary({
  amount,
  fee,
  includeFeeInWithdraw,
  currency,
  feePending,
}: {
  amount: string;
  fee: string | undefined;
  includeFeeInWithdraw: boolean;
  currency: string;
  feePending: boolean;
}) {
  const totals =
    fee === undefined ? undefined : withdrawalTotals(amount, fee, includeFeeInWithdraw);
  const placeholder =
    fee === undefined
      ? feePending
        ? 'waiting for the fee estimate'
        : 'no fee estimate'
      : 'enter an amount';
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Fee
          </Text>
          {fee === undefined ? (
            <Text size="sm">{placeholder}</Text>
          ) : (
            <AmountText value={fee} currency={currency} />
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Recipient gets
          </Text>
          {totals ? (
            <AmountText value={totals.recipientGets} currency={currency} />
          ) : (
            <Text size="sm">{placeholder}</Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Leaves the portfolio
          </Text>
          {totals ? (
            <AmountText value={totals.leavesPortfolio} currency={currency} />
          ) : (
            <Text size="sm">{placeholder}</Text>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
