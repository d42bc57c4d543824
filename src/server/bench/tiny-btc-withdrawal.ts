import type { SandboxClient } from '../../sandbox/testing/sandbox-client';
import {
  wireCryptoAddressesResponseSchema,
  wirePortfoliosResponseSchema,
} from '../../shared/contracts/wire-schemas';

/**
 * The store benchmarks' order: 0.00001 BTC from Client Payments to the Kraken deposit, small
 * enough that thousands fit in the seeded balance. Returns a body maker per external order id.
 */
export async function tinyBtcWithdrawals(
  client: SandboxClient,
): Promise<(externalOrderId: string) => Record<string, unknown>> {
  const portfolio = wirePortfoliosResponseSchema
    .parse(await client.json('/portfolios'))
    .portfolios.find((entry) => entry.portfolioName === 'Client Payments');
  const address = wireCryptoAddressesResponseSchema
    .parse(await client.json('/crypto-addresses'))
    .cryptoAddresses.find((entry) => entry.name === 'Kraken BTC deposit');
  if (!portfolio || !address) throw new Error('The seed lacks Client Payments or its address');
  return (externalOrderId) => ({
    orderType: 'withdraw',
    externalOrderId,
    portfolioId: portfolio.portfolioId,
    baseCurrency: 'BTC',
    amount: '0.00001',
    toCryptoAddressId: address.cryptoAddressId,
  });
}
