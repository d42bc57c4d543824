import { expect, type APIRequestContext } from '@playwright/test';
import { mediaTypeHeaders, type Endpoint } from '../../src/shared/endpoint';
import { endpoints } from '../../src/shared/endpoints';
import { emptyWithdrawalForm } from '../../src/features/withdrawals/withdrawal-form';
import { buildWithdrawalRequest } from '../../src/features/withdrawals/withdrawal-request';

/** A legacy (type 0) Ethereum transaction, as multi-smart-call orders carry. */
const LEGACY_TRANSACTION = `0xe1808504a817c80082520894${'11'.repeat(20)}8080`;
const SHA256_OF_PASSWORD = 'a'.repeat(64);

export interface WriteVerdict {
  write: string;
  /** What the dashboard answered the browser (Prism's status relayed, or the proxy's own). */
  status: number;
  /** The start of the dashboard's answer, to say why when it is not a success. */
  answer: string;
  /** Prism's request validation for this request, from its log: 'passed' or its violations. */
  prism: string;
}

interface Write {
  name: string;
  endpoint: Endpoint;
  path: string;
  body: unknown;
}

/** Every kind of write the dashboard sends, with bodies its own contracts accept. */
export function suiteWrites(orderId: string): Write[] {
  const base = {
    orderType: 'withdraw',
    portfolioId: 'portfolio-1',
    baseCurrency: 'BTC',
    mainCurrency: 'BTC',
    amount: '0.5',
  };
  const id = () => `suite-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return [
    {
      name: 'withdrawal',
      endpoint: endpoints.createOrder,
      path: '/platform/orders',
      // Built by the withdrawal wizard's own builder, from the values an operator would enter.
      body: buildWithdrawalRequest(
        {
          ...emptyWithdrawalForm,
          portfolioId: 'portfolio-1',
          baseCurrency: 'BTC',
          mainCurrency: 'BTC',
          destinationKind: 'address-book',
          toCryptoAddressId: 'crypto-address-1',
          amount: '0.5',
          description: 'Monthly payout',
        },
        id(),
      ),
    },
    {
      name: 'staking',
      endpoint: endpoints.createOrder,
      path: '/platform/orders',
      body: {
        ...base,
        baseCurrency: 'SOL',
        mainCurrency: 'SOL',
        externalOrderId: id(),
        blockchainTransactionType: 'stake-delegation',
      },
    },
    {
      name: 'multi-smart-call',
      endpoint: endpoints.createOrder,
      path: '/platform/orders',
      body: {
        ...base,
        baseCurrency: 'ETH',
        mainCurrency: 'ETH',
        externalOrderId: id(),
        blockchainTransactionType: 'multi-smart-call',
        payloads: [LEGACY_TRANSACTION, LEGACY_TRANSACTION],
        feeLevel: 'medium',
        externalBroadcast: true,
      },
    },
    {
      name: 'bulk',
      endpoint: endpoints.createOrdersInBulk,
      path: '/platform/orders/',
      body: {
        orders: [
          { ...base, externalOrderId: id(), toCryptoAddressId: 'crypto-address-1' },
          { ...base, externalOrderId: id(), toCryptoAddressId: 'crypto-address-1' },
        ],
      },
    },
    {
      name: 'co-sign',
      endpoint: endpoints.coSignOrder,
      path: `/platform/orders/${orderId}`,
      body: {},
    },
    {
      name: 'master password',
      endpoint: endpoints.enterMasterPassword,
      path: `/platform/orders/${orderId}`,
      body: { masterPassword: SHA256_OF_PASSWORD },
    },
    {
      name: 'cancel',
      endpoint: endpoints.cancelOrder,
      path: `/platform/orders/${orderId}`,
      body: { reason: 'Sent by mistake' },
    },
  ];
}

/** Prism's word on one request from its log: 'passed', its validator's errors, or not received. */
function prismVerdict(log: string): string {
  if (!/Request received/.test(log)) return 'not received (the dashboard did not send it)';
  const violations = log
    .split('\n')
    .filter((line) => /VALIDATOR\]\s*✖/.test(line))
    .map((line) => line.replace(/^.*VALIDATOR\]\s*✖\s*error\s*/, '').trim());
  if (/Unable to find content|NOT_ACCEPTABLE|\b406\b/i.test(log))
    violations.push('406 Not Acceptable');
  if (violations.length === 0 && !/passed the validation rules/.test(log))
    return 'no verdict logged';
  return violations.length === 0 ? 'passed' : violations.join(' | ');
}

/**
 * Sends one write through the dashboard's proxy with the person's session and the headers the
 * page's fetch layer sends, and reads Prism's verdict on it from Prism's log.
 */
export async function sendWrite(
  request: APIRequestContext,
  write: Write,
  prismLog: () => string,
): Promise<WriteVerdict> {
  const before = prismLog().length;
  const response = await request.fetch(write.path, {
    method: write.endpoint.method,
    headers: { ...mediaTypeHeaders(write.endpoint) },
    data: JSON.stringify(write.body),
  });
  // Prism logs its verdict before it answers, but its output reaches us through a pipe.
  const logged = () => prismLog().slice(before);
  await expect
    .poll(() => /validation rules|Unable to find content/.test(logged()), { timeout: 2_000 })
    .toBe(true)
    .catch(() => undefined);
  return {
    write: write.name,
    status: response.status(),
    answer: (await response.text()).slice(0, 300),
    prism: prismVerdict(logged()),
  };
}
