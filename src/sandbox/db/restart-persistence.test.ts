import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../sandbox-app';
import { sandboxClient } from '../testing/sandbox-client';
import { openSandboxDatabase } from './open-database';
import { listPortfolios } from './portfolios-repository';
import { listCryptoAddresses } from './reference-repository';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a persisted sandbox', () => {
  it('keeps created orders and their reservations across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-restart-'));
    folders.push(dataDir);

    const location = { engine: 'pglite', dataDir } as const;
    const first = await openSandboxDatabase({ location, seed: { orderCount: 300 } });
    const portfolio = (await listPortfolios(first)).find(
      (entry) => entry.portfolioName === 'Client Payments',
    );
    const address = (await listCryptoAddresses(first)).find(
      (entry) => entry.name === 'Kraken BTC deposit',
    );
    const client = sandboxClient(createSandboxApp({ db: first }));
    const created = wireOrderSchema.parse(
      await client.json('/orders', {
        body: {
          orderType: 'withdraw',
          externalOrderId: 'restart-1',
          portfolioId: portfolio?.portfolioId,
          baseCurrency: 'BTC',
          amount: '0.125',
          toCryptoAddressId: address?.cryptoAddressId,
        },
      }),
    );
    const walletBefore = await client.json(`/wallets?portfolioId=${portfolio?.portfolioId}`);
    await first.close();

    const second = await openSandboxDatabase({ location });
    try {
      const again = sandboxClient(createSandboxApp({ db: second }));
      expect(wireOrderSchema.parse(await again.json(`/orders/${created.orderId}`))).toEqual(
        created,
      );
      expect(await again.json(`/wallets?portfolioId=${portfolio?.portfolioId}`)).toEqual(
        walletBefore,
      );
    } finally {
      await second.close();
    }
    // A file-backed store seeds and flushes to disk twice: slower than the in-memory tests.
  }, 120_000);
});
