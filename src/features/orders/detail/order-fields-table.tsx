import type { Readable } from '../../../shared/contracts/readable';
import { Table } from '@mantine/core';
import type { Order } from '../../../shared/contracts/orders';
import { FieldValue } from './field-value';
import { orderFieldLabel } from './order-field-labels';

/** Every field of the order, then every `extra` field, that is present, labelled in words. */
export function OrderFieldsTable({ order, caption }: { order: Order; caption: string }) {
  const { extra, ...top } = order;
  const rows: [string, unknown][] = [
    ...Object.entries(top),
    ...Object.entries(extra ?? {}).map(([key, value]): [string, unknown] => [key, value]),
  ].filter(([, value]) => value !== undefined);
  return (
    <Table verticalSpacing={4} layout="fixed" aria-label={caption}>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="38%" fw={500} style={{ verticalAlign: 'top' }}>
              {orderFieldLabel(key)}
            </Table.Th>
            <Table.Td>
              <FieldValue name={key} value={value} currency={currencyFor(key, order)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function currencyFor(key: string, order: Order): Readable<string> | undefined {
  if (key === 'totalQuoteAmount') return order.quoteCurrency;
  if (key === 'transferFees') return order.extra?.transferFeesCurrency;
  if (key === 'marketPrice') return order.quoteCurrency;
  if (key === 'withdrawFee') return order.baseCurrency;
  return ['amount', 'transferAmount', 'originalDepositAmount'].includes(key)
    ? order.baseCurrency
    : undefined;
}
