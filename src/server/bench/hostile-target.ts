import { z } from 'zod';
import { cryptoAddressesResponseSchema } from '../../shared/contracts/crypto-addresses';
import { organizationsResponseSchema } from '../../shared/contracts/organizations';
import { portfoliosResponseSchema } from '../../shared/contracts/portfolios';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { HostileRequest, KnownIds, Sender } from './hostile-values';

/** A whole server in sandbox mode with people signed in, ready to be sent hostile requests. */
export interface HostileTarget {
  server: TestServer;
  known: KnownIds;
  send: (request: HostileRequest) => Promise<{ status: number; text: string }>;
}

async function json(client: BrowserClient, path: string): Promise<unknown> {
  const response = await client.send(path);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

const WEBHOOK_SECRET = 'hostile-input-webhook-secret';

/** `env` adds settings: a data folder on disk, a checkpoint file. */
export async function openHostileTarget(env: Record<string, string> = {}): Promise<HostileTarget> {
  const server = await startTestServer({ COPPER_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env });
  const clients: Record<Sender, BrowserClient> = {
    treasury: browserClient(server.baseUrl),
    approver: browserClient(server.baseUrl),
    admin: browserClient(server.baseUrl),
    nobody: browserClient(server.baseUrl),
  };
  await clients.treasury.signIn({ demo: 'olivia-grant' });
  await clients.approver.signIn({ demo: 'marcus-chen' });
  await clients.admin.signIn({ demo: 'priya-natarajan' });
  const { treasury } = clients;
  const portfolios = portfoliosResponseSchema.parse(await json(treasury, '/platform/portfolios'));
  const addresses = cryptoAddressesResponseSchema.parse(
    await json(treasury, '/platform/crypto-addresses'),
  );
  const organizations = organizationsResponseSchema.parse(
    await json(treasury, '/platform/organizations'),
  );
  const orders = z
    .object({ orders: z.array(z.object({ orderId: z.string() })) })
    .parse(
      await json(treasury, '/platform/orders?orderTypes=withdraw&statuses=co-sign-require&limit=1'),
    );
  // An interaction left open: hostile sign-in forms are posted to it.
  const page = await clients.nobody.openSignInPage();
  const known: KnownIds = {
    portfolioId:
      portfolios.portfolios.find((entry) => entry.portfolioName === 'Client Payments')
        ?.portfolioId ?? 'x',
    addressId: addresses.cryptoAddresses[0]?.cryptoAddressId ?? 'x',
    orderId: orders.orders[0]?.orderId ?? 'x',
    organizationId: organizations.organizations[0]?.organizationId ?? 'x',
    interactionUid: page.url.pathname.split('/').at(-1) ?? 'x',
    webhookSecret: WEBHOOK_SECRET,
  };
  return {
    server,
    known,
    send: async (request) => {
      const response = await clients[request.as].send(request.path, {
        method: request.method,
        ...(request.headers === undefined ? {} : { headers: request.headers }),
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, text: await response.text() };
    },
  };
}
