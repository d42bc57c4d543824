import { Table, Text } from '@mantine/core';
import type { EstimatedFees, Order } from '../../../shared/contracts/orders';
import { FieldValue } from './field-value';

const feeLabels: Record<string, string> = {
  fee: 'Fee',
  feeCurrency: 'Fee currency',
  feeType: 'Fee type',
  estimatedTime: 'Estimated time',
  baseFeePerGas: 'Base fee per gas',
  gasPriceGwei: 'Gas price (gwei)',
  maxFeePerGas: 'Max fee per gas',
  maxPriorityFeePerGas: 'Max priority fee per gas',
  reportingCurrencyRate: 'Reporting currency rate',
  transactionBytes: 'Transaction bytes',
  feePerByte: 'Fee per byte',
  gasLimit: 'Gas limit',
};

function FeeTable({ fees, label }: { fees: EstimatedFees; label: string }) {
  return (
    <Table verticalSpacing={2} layout="fixed" aria-label={label}>
      <Table.Tbody>
        {Object.entries(fees)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w="38%" fw={500}>
                {feeLabels[key] ?? key}
              </Table.Th>
              <Table.Td>
                <FieldValue
                  name={key}
                  value={value}
                  currency={key === 'fee' ? fees.feeCurrency : undefined}
                />
              </Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

/** The network fee estimate and any itemised fees the API returned with the order. */
export function OrderFees({ order }: { order: Order }) {
  const estimated = order.extra?.estimatedFees;
  const itemised = order.extra?.fees ?? [];
  if (!estimated && itemised.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The API returned no fee estimate for this order.
      </Text>
    );
  }
  return (
    <>
      {estimated ? <FeeTable fees={estimated} label="Estimated fees" /> : null}
      {itemised.map((fees, index) => (
        <FeeTable key={index} fees={fees} label={`Fee ${index + 1}`} />
      ))}
    </>
  );
}
