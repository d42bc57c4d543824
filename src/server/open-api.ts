import type { SandboxKey } from './auth/demo-people';
import type { PlatformTarget } from './platform/forward-request';
import { upstreamTransport } from './platform/upstream-transport';
import { openSandboxDatabase } from '../sandbox/db/open-database';
import { SANDBOX_ORGANIZATION_ID, sandboxIdentities } from '../sandbox/identities';
import { startLifecycleClock } from '../sandbox/lifecycle/lifecycle-clock';
import { sandboxLtvPast } from '../sandbox/lifecycle/ltv-past';
import { sandboxBalancePast } from '../sandbox/lifecycle/balance-past';
import type { WalletBalanceReading } from '../shared/balance-history';
import type { LoanLtvReading } from '../shared/ltv-history';
import { createSandboxApp } from '../sandbox/sandbox-app';
import {
  startWebhookDelivery,
  type WebhookSubscription,
} from '../sandbox/webhooks/deliver-webhooks';
import type { ApiSettings } from './settings/api-settings';
import type { Database } from '../store/sql-client';

/** The API this server talks to, ready to take signed requests. */
export interface OpenApi {
  /** Where signed /platform requests go: the in-process sandbox or the upstream. */
  target: PlatformTarget;
  /** The sandbox's store, when the API is the sandbox (health checks look at it). */
  sandboxStore?: Database;
  /** The sandbox's own organization: the one it serves, known by construction. */
  sandboxOrganizationId?: string;
  /** The sandbox's users' keys, which the demo people are given. */
  sandboxKeys?: readonly SandboxKey[];
  /** The LTV readings the sandbox's clock would have made in the past, to seed a fresh history. */
  sandboxLtvPast?: (fromMs: number, toMs: number, everyMs: number) => Promise<LoanLtvReading[]>;
  /** The balances the sandbox's wallets would have shown in the past, to seed a fresh history. */
  sandboxBalancePast?: (
    fromMs: number,
    toMs: number,
    everyMs: number,
  ) => Promise<WalletBalanceReading[]>;
  close(): Promise<void>;
}

/** The sandbox answers in process; the upstream is reached over HTTPS. */
export async function openApi(
  settings: ApiSettings,
  /** Where the sandbox sends the webhooks its changes produce. */
  webhooks?: WebhookSubscription,
): Promise<OpenApi> {
  if (settings.kind === 'upstream') {
    return {
      target: { baseUrl: settings.baseUrl, transport: upstreamTransport(settings) },
      close: () => Promise.resolve(),
    };
  }
  const db = await openSandboxDatabase({
    location: settings.location,
    seed: {
      ...(settings.seedOrders === undefined ? {} : { orderCount: settings.seedOrders }),
      ...(settings.seedAnchorMs === undefined ? {} : { anchorMs: settings.seedAnchorMs }),
    },
    onSeeded: (summary) => console.log(`Seeded the sandbox: ${JSON.stringify(summary)}`),
  });
  const clock = startLifecycleClock(db, settings.lifecycleStepMs);
  const delivery = webhooks === undefined ? undefined : startWebhookDelivery(db, webhooks);
  const sandbox = createSandboxApp({
    db,
    lifecycleStepMs: settings.lifecycleStepMs,
    rateLimitPer5Min: settings.rateLimitPer5Min,
  });
  return {
    target: {
      baseUrl: 'http://sandbox.internal',
      transport: (request) => Promise.resolve(sandbox.fetch(request)),
    },
    sandboxStore: db,
    sandboxOrganizationId: SANDBOX_ORGANIZATION_ID,
    sandboxLtvPast: (fromMs, toMs, everyMs) => sandboxLtvPast(db, fromMs, toMs, everyMs),
    sandboxBalancePast: (fromMs, toMs, everyMs) => sandboxBalancePast(db, fromMs, toMs, everyMs),
    sandboxKeys: sandboxIdentities.map(({ email, userId, apiKey, apiSecret }) => ({
      email,
      userId,
      apiKey,
      apiSecret,
    })),
    close: async () => {
      await delivery?.stop();
      await clock.stop();
      await db.close();
    },
  };
}
