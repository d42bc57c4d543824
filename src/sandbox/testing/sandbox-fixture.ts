import { z } from 'zod';
import type { StoreLocation } from '../../store/open-store';
import { inMemory, openSandboxDatabase } from '../db/open-database';
import type { Database } from '../../store/sql-client';
import { createSandboxApp, type SandboxOptions } from '../sandbox-app';
import { sandboxClient } from './sandbox-client';
import {
  wireCryptoAddressesResponseSchema,
  wirePortfoliosResponseSchema,
  wireWalletsResponseSchema,
} from '../../shared/contracts/wire-schemas';

export interface SandboxFixtureOptions extends Omit<SandboxOptions, 'db'> {
  /** In memory unless a test runs on PostgreSQL too. */
  location?: StoreLocation;
  /** The schema of its own a suite uses on a shared PostgreSQL. */
  schema?: string;
}

/**
 * A seeded sandbox for integration tests, with lookups by the names people
 * see (portfolio and address-book names), so tests read like the scenario
 * they check. The lifecycle clock is off: tests move it by hand.
 */
export async function openSandboxFixture({
  location = inMemory,
  schema,
  ...options
}: SandboxFixtureOptions = {}) {
  const db: Database = await openSandboxDatabase({
    location,
    ...(schema === undefined ? {} : { schema }),
  });
  const app = createSandboxApp({ db, ...options });
  const client = sandboxClient(app);
  const portfolios = wirePortfoliosResponseSchema.parse(
    await client.json('/portfolios'),
  ).portfolios;
  const addresses = wireCryptoAddressesResponseSchema.parse(
    await client.json('/crypto-addresses'),
  ).cryptoAddresses;

  function portfolioId(name: string): string {
    const found = portfolios.find((entry) => entry.portfolioName === name);
    if (found === undefined) throw new Error(`No seeded portfolio ${name}`);
    return found.portfolioId;
  }

  function addressId(name: string): string {
    const found = addresses.find((entry) => entry.name === name);
    if (found === undefined) throw new Error(`No seeded address ${name}`);
    return found.cryptoAddressId;
  }

  /** The wallet's balance, reserve and available amount, as exact strings. */
  async function wallet(portfolio: string, currency: string, mainCurrency: string) {
    const { wallets } = wireWalletsResponseSchema.parse(
      await client.json(`/wallets?portfolioId=${portfolioId(portfolio)}`),
    );
    const found = wallets.find(
      (entry) => entry.currency === currency && entry.mainCurrency === mainCurrency,
    );
    if (found === undefined)
      throw new Error(`No ${currency}/${mainCurrency} wallet in ${portfolio}`);
    return z
      .object({ balance: z.string(), reserve: z.string(), available: z.string() })
      .parse(found);
  }

  /** A small BTC withdrawal from Client Payments to the Kraken deposit, as a create-order body. */
  function btcWithdrawal(externalOrderId: string, overrides: Record<string, unknown> = {}) {
    return {
      orderType: 'withdraw',
      externalOrderId,
      portfolioId: portfolioId('Client Payments'),
      baseCurrency: 'BTC',
      amount: '0.001',
      toCryptoAddressId: addressId('Kraken BTC deposit'),
      ...overrides,
    };
  }

  return { db, app, ...client, portfolioId, addressId, wallet, btcWithdrawal };
}

export type SandboxFixture = Awaited<ReturnType<typeof openSandboxFixture>>;

/** A valid unsigned legacy (type 0) Ethereum transaction: 20 gwei, 21000 gas, to 0x11…11. */
export const LEGACY_TRANSACTION = `0xe1808504a817c80082520894${'11'.repeat(20)}8080`;

/** An EIP-1559 (type 2) transaction envelope, which the API refuses for Ethereum. */
export const TYPE_2_TRANSACTION = `0x02ea01808504a817c80082520894${'11'.repeat(20)}8080c0`;
