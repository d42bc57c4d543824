import type { APIRequestContext } from '@playwright/test';
import { mediaTypeHeaders, type Endpoint } from '../../src/shared/endpoint';
import { endpoints } from '../../src/shared/endpoints';

/** A legacy (type 0) Ethereum transaction, as multi-smart-call orders carry. */
const LEGACY_TRANSACTION = `0xe1808504a817c80082520894${'11'.repeat(20)}8080`;
const SHA256_OF_PASSWORD = 'a'.repeat(64);

export interface WriteVerdict {
  write: string;
  /** What the dashboard answered the browser (Prism's status relayed, or the proxy's own). */
  status: number;
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
      body: {
        ...base,
        externalOrderId: id(),
        blockchainTransactionType: 'send',
        toCryptoAddressId: 'crypto-address-1',
        description: 'Monthly payout',
      },
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
        payloads: [LEGACY_TRANSACTION, LEGACY_TRANSACTION],
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

/** Prism's word on the requests logged since `from`: its validator's errors, or 'passed'. */
function prismVerdict(log: string): string {
  const violations = log
    .split('\n')
    .filter((line) => /VALIDATOR/.test(line) && /error|warning/i.test(line))
    .map((line) => line.replace(/^.*VALIDATOR\]\s*/, '').trim());
  if (/406|NOT_ACCEPTABLE|Unable to find content/i.test(log)) violations.push('406 Not Acceptable');
  return violations.length === 0 ? 'passed' : violations.join(' | ');
}

/**
 * Sends one write through the dashboard as the page's fetch layer does (the same media-type
 * headers, the person's session), and reads Prism's verdict on it from Prism's log.
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
  // Prism logs its verdict as it answers; the answer has arrived, so the line has too.
  return {
    write: write.name,
    status: response.status(),
    prism: prismVerdict(prismLog().slice(before)),
  };
}
