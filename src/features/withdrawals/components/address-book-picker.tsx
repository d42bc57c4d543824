import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import { Timestamp } from '../../../components/timestamp';

/** Can this entry receive `currency` on `mainCurrency`? (Its network, and its token or any.) */
export function acceptsCurrency(entry: CryptoAddress, currency: string, mainCurrency: string) {
  const network = entry.mainCurrency ?? entry.currency;
  return network === mainCurrency && (entry.currency === currency || entry.acceptTokens === true);
}

const travelRuleText: Readonly<Record<string, string>> = {
  passed: 'Travel Rule passed',
  pending: 'Travel Rule pending',
  failed: 'Travel Rule failed',
};

function TravelRuleBadge({ status }: { status: Readable<string> | undefined }) {
  if (isUnreadable(status)) return <UnreadableValue value={status} label="Travel Rule status" />;
  const color = status === 'passed' ? 'green' : status === 'failed' ? 'red' : 'orange';
  return (
    <Badge
      color={status === undefined ? 'gray' : color}
      variant="light"
      tt="none"
      radius="sm"
      style={{ color: `var(--status-text-${status === undefined ? 'gray' : color})` }}
    >
      {status === undefined
        ? 'Travel Rule unknown'
        : (travelRuleText[status] ?? `Travel Rule ${status}`)}
    </Badge>
  );
}

/**
 * The address-book entries that can receive this currency. Only entries whose Travel Rule
 * check passed can be chosen; the others stay listed, disabled, with the reason, so the
 * operator knows why a familiar destination is missing. Each shows its full address and
 * when it was added, so look-alike names are told apart by what matters.
 */
export function AddressBookPicker({
  entries,
  value,
  onChange,
  error,
  currency,
}: {
  entries: readonly CryptoAddress[];
  value: string;
  onChange: (cryptoAddressId: string) => void;
  error: string | undefined;
  currency: string;
}) {
  const sorted = [...entries].sort(
    (a, b) =>
      Number(b.travelRuleStatus === 'passed') - Number(a.travelRuleStatus === 'passed') ||
      a.name.localeCompare(b.name),
  );
  return (
    <Radio.Group
      label="Address-book entry"
      description={`Entries that accept ${currency} on this network. Only entries whose Travel Rule check passed can be chosen.`}
      value={value === '' ? null : value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {sorted.length === 0 ? (
          <Text size="sm" c="dimmed">
            No address-book entry accepts {currency} on this network.
          </Text>
        ) : null}
        {sorted.map((entry) => {
          const available = entry.travelRuleStatus === 'passed';
          const reason = isUnreadable(entry.travelRuleStatus)
            ? 'Its Travel Rule status could not be read.'
            : (entry.travelRuleReason ?? 'The Travel Rule check has not passed.');
          return (
            <Radio.Card
              key={entry.cryptoAddressId}
              value={entry.cryptoAddressId}
              disabled={!available}
              p="sm"
              radius="md"
              style={available ? undefined : { cursor: 'not-allowed', opacity: 1 }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator disabled={!available} mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {entry.name}
                    </Text>
                    <TravelRuleBadge status={entry.travelRuleStatus} />
                  </Group>
                  <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {entry.address}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.currency}
                    {entry.acceptTokens ? ' and tokens' : ''} · added{' '}
                    <Timestamp value={entry.createdAt} label="Added" />
                  </Text>
                  {available ? null : (
                    <Text size="xs" c="var(--status-text-red)">
                      Unavailable: {reason}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
