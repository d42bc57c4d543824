import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { cryptoAddressesQueryOptions } from '../../reference-data/api/reference-queries';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { CryptoAddressRecord, Order } from '../../../shared/contracts/orders';
import { NamedId } from '../../../components/named-id';
import { FieldValue } from './field-value';
import { orderFieldLabel } from './order-field-labels';

const addressLabels: Record<string, string> = {
  name: 'Name',
  address: 'Address',
  cryptoAddressId: 'Address-book id',
  currency: 'Currency',
  mainCurrency: 'Network',
  addressType: 'Address type',
  category: 'Category',
  memo: 'Memo',
  isWhitelist: 'Whitelisted',
  acceptTokens: 'Accepts tokens',
  portfolioIds: 'Portfolios',
  travelRuleStatus: 'Travel Rule check',
  travelRuleReason: 'Travel Rule reason',
  createdAt: 'Created',
  createdBy: 'Created by',
  lastUsedAt: 'Last used',
};

/** What identifies an entry at a glance; the rest waits behind "More about this entry". */
const keyFields = new Set([
  'name',
  'address',
  'currency',
  'mainCurrency',
  'memo',
  'travelRuleStatus',
  'travelRuleReason',
  'isWhitelist',
]);

function FieldRows({ entries }: { entries: [string, unknown][] }) {
  return entries.map(([key, value]) => (
    <Table.Tr key={key}>
      <Table.Th scope="row" w="38%" fw={500}>
        {addressLabels[key] ?? orderFieldLabel(key)}
      </Table.Th>
      <Table.Td>
        <FieldValue name={key} value={value} />
      </Table.Td>
    </Table.Tr>
  ));
}

function AddressRecord({
  title,
  record,
}: {
  title: string;
  record: CryptoAddressRecord | CryptoAddress;
}) {
  const entries = Object.entries(record).filter(
    ([key, value]) => value !== undefined && key !== 'extra' && key !== '_embedded',
  );
  const main = entries.filter(([key]) => keyFields.has(key));
  const more = entries.filter(([key]) => !keyFields.has(key));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Table verticalSpacing={2} layout="fixed" aria-label={title}>
        <Table.Tbody>
          <FieldRows entries={main} />
        </Table.Tbody>
      </Table>
      {more.length > 0 ? (
        <Accordion variant="default" chevronPosition="left">
          <Accordion.Item value="more">
            <Accordion.Control>More about this entry ({more.length} fields)</Accordion.Control>
            <Accordion.Panel>
              <Table verticalSpacing={2} layout="fixed" aria-label={`${title}: more`}>
                <Table.Tbody>
                  <FieldRows entries={more} />
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
    </Stack>
  );
}

/**
 * The crypto address records involved: the source record the API embeds, and the
 * destination entry from the address book (with its Travel Rule state when known).
 */
export function OrderAddresses({ order }: { order: Order }) {
  const destinationId = order.extra?.toCryptoAddressId;
  const book = useQuery({ ...cryptoAddressesQueryOptions, enabled: destinationId !== undefined });
  const destination = destinationId
    ? book.data?.cryptoAddresses.find((entry) => entry.cryptoAddressId === destinationId)
    : undefined;
  const source = order.extra?.fromCryptoAddress;
  if (!source && !destinationId) {
    return (
      <Text size="sm" c="dimmed">
        This order involves no address-book entry.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {source ? <AddressRecord title="Source address record" record={source} /> : null}
      {destinationId ? (
        destination ? (
          <AddressRecord title="Destination address-book entry" record={destination} />
        ) : (
          <Group gap="xs">
            <Badge variant="outline" color="gray" tt="none">
              {book.isPending ? 'Loading address book…' : 'Not in the address book'}
            </Badge>
            <NamedId name={undefined} id={destinationId} what="address-book id" />
          </Group>
        )
      ) : null}
    </Stack>
  );
}
