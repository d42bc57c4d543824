import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { describeError } from '../../../lib/describe-error';
import type { BulkOrderItem } from '../../../shared/contracts/create-order';
import type { DryRunOrderRequest } from '../../../shared/contracts/dry-run';
import { useUserNames } from '../../reference-data/api/user-names';
import { dryRunPreviewQueryOptions } from '../../order-writing/api/dry-run-query';
import { approvalsText } from '../../order-writing/components/dry-run-preview';
import { dryRunFee, dryRunOf } from '../../order-writing/dry-run-request';
import { currencyTotals, type CurrencyTotal } from '../bulk-totals';

/**
 * Groups priced with a dry run each: past this, a batch of many currencies would spend the
 * provider's request budget on previews, so the rest say they were not priced.
 */
const maxPricedGroups = 10;

/** What the API says of a group's largest order: its fee, and who must approve it. */
function LargestOrderPreview({ dryRun }: { dryRun: DryRunOrderRequest }) {
  const names = useUserNames();
  const query = useQuery(dryRunPreviewQueryOptions(dryRun));
  if (query.isPending) {
    return (
      <Table.Td colSpan={2}>
        <Loader size={12} aria-label="Asking the API for a preview" />
      </Table.Td>
    );
  }
  if (query.isError) {
    return (
      <Table.Td colSpan={2}>
        <Text size="sm" c="var(--status-text-red)">
          No preview: {describeError(query.error).detail}
        </Text>
      </Table.Td>
    );
  }
  const fee = dryRunFee(query.data);
  const feeCurrency = query.data.extra?.estimatedFees?.feeCurrency ?? query.data.baseCurrency;
  return (
    <>
      <Table.Td>
        {fee === undefined ? 'Not quoted' : <AmountText value={fee} currency={feeCurrency} />}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{approvalsText(query.data.extra, names)}</Text>
      </Table.Td>
    </>
  );
}

function TotalRow({ total, priced }: { total: CurrencyTotal; priced: boolean }) {
  const currency = total.network ? `${total.currency} on ${total.network}` : total.currency;
  const dryRun = priced ? dryRunOf(total.largest) : undefined;
  return (
    <Table.Tr>
      <Table.Th scope="row">{currency}</Table.Th>
      <Table.Td>{total.count}</Table.Td>
      <Table.Td>
        <AmountText value={total.total} currency={total.currency} />
      </Table.Td>
      {dryRun !== undefined ? (
        <LargestOrderPreview dryRun={dryRun} />
      ) : (
        <Table.Td colSpan={2}>
          {priced
            ? 'Nothing the API can preview.'
            : `Not previewed: the batch has more than ${maxPricedGroups} currencies.`}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The batch ready to send, totalled per currency, with the fee and the approvers the API
 * names for each currency's largest order (a dry run of one order per currency, not of every
 * row: fees per network and fee level are alike, and approval rules bite hardest on the largest).
 */
export function BatchTotals({ items }: { items: readonly BulkOrderItem[] }) {
  const totals = currencyTotals(items);
  if (totals.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table withTableBorder verticalSpacing={6} aria-label="Ready to send, by currency">
        <Table.Caption>
          Fee and approvers are the API&apos;s preview (dry run) of each currency&apos;s largest
          order; the API checks every order again when the batch is sent.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Currency</Table.Th>
            <Table.Th scope="col">Orders</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
            <Table.Th scope="col">Fee of the largest order</Table.Th>
            <Table.Th scope="col">Who approves the largest order</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total, index) => (
            <TotalRow
              key={`${total.currency} ${total.network ?? ''}`}
              total={total}
              priced={index < maxPricedGroups}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
