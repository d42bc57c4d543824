import { screen } from '@testing-library/react';
import { encodeFunctionData, erc20Abi, serializeTransaction } from 'viem';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../testing/order-fixture';
import { renderWithTheme } from '../testing/render';
import { OrderAmount } from './order-amount';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const halcyon = '0x1111111111111111111111111111111111111111';
const nameOf = (address: string) => (address === halcyon ? 'Halcyon' : undefined);
const transfer = serializeTransaction({
  to: usdc,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [halcyon, 5n] }),
  nonce: 1,
  gas: 90_000n,
  gasPrice: 1n,
});

describe('OrderAmount', () => {
  it('shows a plain order’s amount at once, without loading the call decoder', () => {
    renderWithTheme(
      <OrderAmount order={testOrder(1, { amount: '1250.5' })} nameOf={nameOf} abis={() => []} />,
    );
    expect(screen.getByText(/1,250\.5/)).toBeInTheDocument();
    expect(screen.queryByText('Reading the calls…')).not.toBeInTheDocument();
  });

  it('says the calls are being read, then what they move once the decoder has loaded', async () => {
    renderWithTheme(
      <OrderAmount
        order={testOrder(2, { amount: '0', baseCurrency: 'ETH', extra: { payloads: [transfer] } })}
        nameOf={nameOf}
        abis={() => []}
      />,
    );
    expect(screen.getByTestId('smart-calls-summary')).toHaveTextContent('Reading the calls…');
    expect(await screen.findByText('0.000005 USDC to Halcyon')).toHaveAttribute(
      'title',
      '0.000005 USDC to Halcyon',
    );
  });
});
