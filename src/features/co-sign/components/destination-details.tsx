import { isUnreadable } from '../../../shared/contracts/readable';
import { Stack, Text } from '@mantine/core';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { Timestamp } from '../../../components/timestamp';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { AddressChunks } from './address-chunks';
import { portfolioTypeInWords } from '../../../components/order-type-words';

const travelRuleTones: Record<string, StatusTone> = {
  passed: 'success',
  pending: 'action',
  failed: 'failure',
};

/** Where the funds go: the address-book entry with its Travel Rule state, or a portfolio. */
export function DestinationDetails({
  entry,
  address,
  toPortfolio,
  toPortfolioId,
}: {
  entry: CryptoAddress | undefined;
  address: string | undefined;
  toPortfolio: Portfolio | undefined;
  toPortfolioId: string | undefined;
}) {
  if (toPortfolioId !== undefined) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {toPortfolio?.portfolioName ?? toPortfolioId}
        </Text>
        <Text size="sm" c="dimmed">
          Portfolio of this organization
          {toPortfolio ? ` (${portfolioTypeInWords(toPortfolio.portfolioType)})` : ''}
        </Text>
      </Stack>
    );
  }
  const travelRule = entry?.travelRuleStatus;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {entry?.name ?? 'Not in the address book'}
      </Text>
      {address ? <AddressChunks address={address} /> : <Text size="sm">No address given</Text>}
      <Text size="sm" component="div">
        Travel Rule:{' '}
        {travelRule ? (
          <StatusBadge
            value={travelRule}
            tone={isUnreadable(travelRule) ? undefined : travelRuleTones[travelRule]}
            field="Travel Rule status"
          />
        ) : (
          'not reported'
        )}
        {entry?.travelRuleReason ? ` (${entry.travelRuleReason})` : ''}
      </Text>
      {entry ? (
        <Text size="sm" c="dimmed" component="div">
          Address-book entry added <Timestamp value={entry.createdAt} />
        </Text>
      ) : null}
    </Stack>
  );
}
