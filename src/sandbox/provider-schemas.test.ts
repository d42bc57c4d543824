import { expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypes } from '../shared/endpoint';
import { settlementSubStatuses } from '../shared/contracts/clearloop';
import { blockchainTransactionTypes } from '../shared/contracts/orders';
import { isKnownValue } from '../shared/contracts/primitives';
import { endpoints } from '../shared/endpoints';
import { SANDBOX_ORGANIZATION_ID } from './identities';
import { SANDBOX_MASTER_PASSWORD, sha256Hex } from './seed/seed-portfolios';
import { describeEngines } from '../store/testing/test-engines';
import { LEGACY_TRANSACTION, type SandboxFixture } from './testing/sandbox-fixture';
import { sandboxSuite } from './testing/sandbox-suite';
import { strictSchema } from './testing/strict-schema';

const STEP_MS = 1000;
const organization = `/organizations/${SANDBOX_ORGANIZATION_ID}`;
const allIncludes =
  'includeCollaterals=true&includeCounterparties=true&includeChildLoans=true&includeLoanAllocations=true&includeLoanInterest=true';

/**
 * Every answer the sandbox gives, checked against the contracts the browser parses with, in
 * strict mode: a field the contracts do not know fails, as does a missing required one or a
 * value of the wrong shape. Over the seeded data, then after each kind of write and after
 * the lifecycle clock has moved orders, settlements and loans on.
 */
describeEngines('sandbox answers match the contracts strictly on $name', (engine) => {
  const { sandbox, tick, skipAhead } = sandboxSuite({
    engine,
    schemaPrefix: 'sandbox_schemas',
    steps: 'every process',
    lifecycleStepMs: STEP_MS,
    rateLimitPer5Min: 1_000_000,
  });

  /**
   * Parses strictly. On failure the message names the call and each distinct problem once
   * (list indices folded), with how often it occurred.
   */
  function expectStrict<T extends z.ZodType>(
    contract: T,
    value: unknown,
    call: string,
  ): z.input<T> {
    const result = strictSchema(contract).safeParse(value);
    if (result.success) return result.data;
    const problems = new Map<string, number>();
    for (const issue of result.error.issues) {
      const path = issue.path.map((part) => (typeof part === 'number' ? '[]' : String(part)));
      const keys = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
      const problem = `${path.join('.')}: ${issue.message}${keys}`;
      problems.set(problem, (problems.get(problem) ?? 0) + 1);
    }
    return expect.fail(
      `${call}\n${[...problems].map(([problem, count]) => `  ${problem} (×${count})`).join('\n')}`,
    );
  }

  async function read<T extends z.ZodType>(contract: T, path: string): Promise<z.input<T>> {
    return expectStrict(contract, await sandbox().json(path), `GET ${path}`);
  }

  async function write<T extends z.ZodType>(
    contract: T,
    path: string,
    options: Parameters<SandboxFixture['json']>[1],
  ): Promise<z.input<T>> {
    return expectStrict(
      contract,
      await sandbox().json(path, options),
      `${options?.method ?? 'POST'} ${path}`,
    );
  }

  /** Every read endpoint, over everything the store holds now. */
  async function readEverything(): Promise<void> {
    const transactionTypes = new Set<string>();
    for (let offset = 0; ; offset += 1000) {
      const page = await read(
        endpoints.listOrders.response,
        `/orders?orderTypes=withdraw,deposit&limit=1000&offset=${offset}`,
      );
      for (const order of page.orders) {
        const type = order.extra?.blockchainTransactionType;
        if (type !== undefined) transactionTypes.add(type);
      }
      if (page.orders.length < 1000) break;
    }
    // The contracts read unknown values as they come; the sandbox sends only documented ones.
    expect(
      [...transactionTypes].filter((type) => !isKnownValue(blockchainTransactionTypes, type)),
    ).toEqual([]);
    // One order of each type and status by id; the list above covered every order's shape.
    const sample = await read(
      endpoints.listOrders.response,
      '/orders?orderTypes=withdraw,deposit&limit=1000',
    );
    const firstOfKind = new Map(
      sample.orders.map((order) => [`${order.orderType}:${order.status}`, order.orderId]),
    );
    for (const orderId of firstOfKind.values())
      await read(endpoints.getOrder.response, `/orders/${orderId}`);

    const { clearLoopExchanges } = await read(
      endpoints.listClearLoopExchanges.response,
      '/clearloop/exchanges',
    );
    for (const exchange of clearLoopExchanges) {
      await read(
        endpoints.getClearLoopExchange.response,
        `/clearloop/exchanges/${exchange.exchangeId}`,
      );
    }
    const { settlements } = await read(
      endpoints.listSettlements.response,
      '/clearloop/settlements?limit=1000',
    );
    expect(settlements.length).toBeGreaterThan(0);
    const subStatuses = new Set(settlements.map((settlement) => settlement.settlementSubStatus));
    expect([...subStatuses].filter((value) => !isKnownValue(settlementSubStatuses, value))).toEqual(
      [],
    );
    for (const settlement of settlements.slice(-20)) {
      await read(
        endpoints.getSettlement.response,
        `/clearloop/settlements/${settlement.settlementId}`,
      );
    }

    const { loans } = await read(endpoints.listLoans.response, `${organization}/loans?limit=1000`);
    await read(endpoints.listLoans.response, `${organization}/loans?limit=1000&${allIncludes}`);
    for (const loan of loans.slice(0, 15)) {
      await read(endpoints.getLoan.response, `${organization}/loans/${loan.loanId}`);
      await read(endpoints.getLoan.response, `${organization}/loans/${loan.loanId}?${allIncludes}`);
    }

    await read(endpoints.listPortfolios.response, '/portfolios');
    await read(endpoints.listWallets.response, '/wallets');
    await read(endpoints.listActiveStakes.response, '/staking/active-stakes?limit=1000');
    await read(endpoints.listPendingStakes.response, '/staking/pending-stakes?limit=1000');
    await read(endpoints.listOutstandingStakes.response, '/staking/outstanding-stakes?limit=1000');
    await read(endpoints.listCurrencies.response, '/currencies');
    await read(endpoints.listCryptoAddresses.response, '/crypto-addresses');
    await read(endpoints.listOrganizations.response, '/organizations');
    await read(endpoints.listOrganizationMembers.response, `${organization}/members`);
    await read(endpoints.listActivities.response, `${organization}/activities?limit=1000`);
  }

  const withdrawal = (externalOrderId: string, overrides: Record<string, unknown> = {}) => ({
    orderType: 'withdraw',
    externalOrderId: `${engine.name}-${externalOrderId}`,
    portfolioId: sandbox().portfolioId('Client Payments'),
    baseCurrency: 'BTC',
    amount: '0.001',
    toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
    ...overrides,
  });

  it('over the seeded data', async () => {
    await readEverything();
  });

  it('after each kind of write, and after the clock has moved everything on', async () => {
    const placed = await write(endpoints.createOrder.response, '/orders', {
      body: withdrawal('schemas-withdrawal'),
    });
    await write(endpoints.createOrder.response, '/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: `${engine.name}-schemas-staking`,
        portfolioId: sandbox().portfolioId('Staking Custody'),
        baseCurrency: 'SOL',
        amount: '1',
        blockchainTransactionType: 'stake-delegation',
      },
    });
    await write(endpoints.createOrder.response, '/orders', {
      body: {
        ...withdrawal('schemas-multi-smart-call'),
        baseCurrency: 'ETH',
        amount: '0.5',
        toCryptoAddressId: undefined,
        payloads: [LEGACY_TRANSACTION, LEGACY_TRANSACTION],
      },
    });
    await write(endpoints.createOrder.response, '/orders', {
      body: {
        orderType: 'withdraw',
        externalOrderId: `${engine.name}-schemas-undelegation`,
        portfolioId: sandbox().portfolioId('ClearLoop Bybit'),
        baseCurrency: 'USDT',
        mainCurrency: 'ETH',
        amount: '1',
        toPortfolioId: sandbox().portfolioId('Prime Trading'),
      },
    });
    const bulk = await write(endpoints.createOrdersInBulk.response, '/orders/', {
      body: {
        orders: [
          withdrawal('schemas-bulk-1'),
          withdrawal('schemas-bulk-2', { toCryptoAddressId: sandbox().addressId('Bitstamp BTC') }),
          withdrawal('schemas-bulk-3', { amount: '99999999' }),
          withdrawal('schemas-bulk-1'),
        ],
      },
      contentType: contentTypes.createOrders,
    });
    expect(bulk.orders.map((order) => order.status)).toEqual(['new', 'error', 'error', 'error']);
    await write(endpoints.dryRunOrder.response, '/dry-run-orders', {
      body: {
        orderType: 'withdraw',
        portfolioId: sandbox().portfolioId('Client Payments'),
        baseCurrency: 'BTC',
        amount: '0.5',
      },
    });

    // Co-sign: an order of a portfolio that needs approvers, approved by one of them.
    const needsApproval = await write(endpoints.createOrder.response, '/orders', {
      body: withdrawal('schemas-co-sign', {
        portfolioId: sandbox().portfolioId('Treasury Vault'),
        toCryptoAddressId: sandbox().addressId('Kraken BTC deposit'),
      }),
    });
    await tick(3);
    const waiting = await read(endpoints.getOrder.response, `/orders/${needsApproval.orderId}`);
    await write(endpoints.coSignOrder.response, `/orders/${waiting.orderId}`, {
      method: 'PATCH',
      as: 'approver-1',
      body:
        waiting.status === 'master-password-required'
          ? { masterPassword: sha256Hex(SANDBOX_MASTER_PASSWORD) }
          : {},
      contentType: contentTypes.coSignOrder,
    });
    expect(placed.status).toBe('new');

    // Orders finish, a ClearLoop cycle opens and settles, loan LTVs drift.
    skipAhead(2 * 24 * 3_600_000);
    await tick(6);
    await readEverything();
  });
});
