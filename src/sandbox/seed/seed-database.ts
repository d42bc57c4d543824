import { saveExchanges, saveSettlements } from '../db/clearloop-repository';
import { saveFile } from '../db/files-repository';
import { saveCounterparties } from '../db/loan-embeds';
import { saveLoans } from '../db/loans-repository';
import { saveOrders } from '../db/orders-repository';
import { savePortfolios } from '../db/portfolios-repository';
import { saveCryptoAddresses, saveCurrencies, saveOrganizations } from '../db/reference-repository';
import type { Database } from '../../store/sql-client';
import { saveWallets } from '../db/wallets-repository';
import { seedActivities } from './seed-activities';
import { seedAddressBook } from './seed-address-book';
import { seedExchanges } from './seed-clearloop';
import { createSeedContext, MINUTE_MS } from './seed-context';
import { seedExchangePlans } from './seed-exchanges';
import { seedFiles } from './seed-files';
import { seedLoans } from './seed-loans';
import type { OrderWorld } from './seed-order-builders';
import { fixtureOrders } from './seed-order-fixtures';
import { inFlightOrders } from './seed-in-flight';
import { saveProgress } from '../db/progress-repository';
import { generateOrders } from './seed-orders';
import { seedPortfolios, toPortfolioRecords } from './seed-portfolios';
import { seedWallets } from './seed-wallets';
import { seedStakes } from './seed-stakes';
import { saveStakes } from '../db/stakes-repository';
import { reserveForOrdersInFlight } from '../db/reservations-repository';
import { reserveHoldingStatuses } from '../../shared/contracts/orders';
import { seedCurrencies, seedOrganizations } from './seed-reference';
import { seedSettlements } from './seed-settlements';

export interface SeedOptions {
  /** PRNG seed. The same seed (and anchor) always produces the same store. */
  seed?: number;
  /** Total number of orders, e.g. 100,000 for scale work. Default 2,500. */
  orderCount?: number;
  /**
   * Where the 90-day history ends (epoch ms). Defaults to the current minute:
   * relative to now, a fresh sandbox shows today's queue and recent cycles.
   * Tests pass a fixed anchor to compare timestamps too.
   */
  anchorMs?: number;
}

export interface SeedSummary {
  seed: number;
  anchorMs: number;
  durationMs: number;
  organizations: number;
  portfolios: number;
  wallets: number;
  currencies: number;
  cryptoAddresses: number;
  orders: number;
  exchanges: number;
  settlements: number;
  loans: number;
  files: number;
}

export const DEFAULT_SEED = 20_261_101;
export const DEFAULT_ORDER_COUNT = 2_500;

/** Fills an empty store in one transaction: a crash mid-seed leaves it empty, not half-seeded. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const anchorMs = options.anchorMs ?? Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  const context = createSeedContext(seed, anchorMs);
  const orderCount = options.orderCount ?? DEFAULT_ORDER_COUNT;

  const organizations = seedOrganizations(context);
  const currencies = seedCurrencies();
  const exchangePlans = seedExchangePlans(context);
  const portfolios = seedPortfolios(context, exchangePlans);
  const wallets = seedWallets(context, portfolios);
  const addressBook = seedAddressBook(context);
  const exchanges = seedExchanges(context, exchangePlans);
  const loans = seedLoans({ context, organizations, portfolios });
  const counterparties = organizations
    .filter((entry) => entry.key !== 'northwind')
    .map((entry) => entry.counterparty);
  const sequence = { value: 0 };
  const world = (concern: string): OrderWorld => ({
    context,
    random: context.random(concern),
    portfolios,
    addressBook,
    counterparties,
    sequence,
  });
  const { settlements, orders: settlementOrders } = seedSettlements(
    world('settlements'),
    exchangePlans,
  );
  const fixtures = fixtureOrders(world('order-fixtures'));
  const inFlight = inFlightOrders(world('in-flight'));
  const files = seedFiles(context, { wallets, portfolios, settlements, loans });

  let orders = 0;
  await db.transaction(async (tx) => {
    await saveOrganizations(
      tx,
      organizations.map((entry) => entry.organization),
    );
    await saveCurrencies(tx, currencies);
    await savePortfolios(tx, toPortfolioRecords(portfolios));
    await saveWallets(tx, wallets);
    await saveStakes(tx, seedStakes(context, wallets));
    await saveCryptoAddresses(tx, addressBook);
    await saveCounterparties(
      tx,
      organizations.map((entry) => ({
        organizationId: entry.organization.organizationId,
        counterparty: entry.counterparty,
      })),
    );
    await saveExchanges(tx, exchanges);
    await saveSettlements(tx, settlements);
    await saveOrders(tx, [
      ...settlementOrders,
      ...fixtures,
      ...inFlight.map((entry) => entry.order),
    ]);
    for (const { order, outcome } of inFlight) {
      // Due at once: the clock picks them up on its first tick.
      await saveProgress(tx, {
        orderId: order.orderId,
        nextStepAt: anchorMs,
        outcome,
        masterPasswordGiven: false,
      });
    }
    orders = settlementOrders.length + fixtures.length + inFlight.length;
    for (const chunk of generateOrders(world('orders'), Math.max(0, orderCount - orders))) {
      await saveOrders(tx, chunk);
      orders += chunk.length;
    }
    await reserveForOrdersInFlight(tx, reserveHoldingStatuses);
    await saveLoans(tx, loans);
    for (const file of files) await saveFile(tx, file);
    await seedActivities(tx);
  });
  return {
    seed,
    anchorMs,
    durationMs: Math.round(performance.now() - started),
    organizations: organizations.length,
    portfolios: portfolios.length,
    wallets: wallets.length,
    currencies: currencies.length,
    cryptoAddresses: addressBook.length,
    orders,
    exchanges: exchanges.length,
    settlements: settlements.length,
    loans: loans.length,
    files: files.length,
  };
}
