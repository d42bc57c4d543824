import { cryptoAddressesResponseSchema } from '../../../src/shared/contracts/crypto-addresses';
import { portfoliosResponseSchema } from '../../../src/shared/contracts/portfolios';
import type { BrowserClient } from '../../../src/server/testing/browser-client';

/**
 * A treasury operator placing a small withdrawal every `everyMs` until `until`: each one then
 * moves through its lifecycle on the sandbox clock, so live events keep flowing.
 */
export async function placeOrdersEvery(
  treasury: BrowserClient,
  everyMs: number,
  until: number,
): Promise<number> {
  const { portfolios } = portfoliosResponseSchema.parse(
    await (await treasury.send('/platform/portfolios')).json(),
  );
  const { cryptoAddresses } = cryptoAddressesResponseSchema.parse(
    await (await treasury.send('/platform/crypto-addresses')).json(),
  );
  const portfolioId = portfolios.find(
    (entry) => entry.portfolioName === 'Client Payments',
  )?.portfolioId;
  const toCryptoAddressId = cryptoAddresses.find(
    (entry) => entry.name === 'Kraken BTC deposit',
  )?.cryptoAddressId;
  let placed = 0;
  while (Date.now() + everyMs < until) {
    const answer = await treasury.send('/platform/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: `bench-team-${Date.now()}-${placed}`,
        portfolioId,
        baseCurrency: 'BTC',
        amount: '0.0001',
        toCryptoAddressId,
      }),
    });
    if (answer.ok) placed += 1;
    await answer.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return placed;
}
