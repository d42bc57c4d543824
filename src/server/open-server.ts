import { createServerApp } from './create-server-app';
import { webhookSecretFor } from './events/create-events';
import { openApi } from './open-api';
import { openServerStore } from './server-store';
import { seedSandboxMinimums } from './balance-minimums/sandbox-minimums';
import type { ServerSettings } from './settings/server-settings';

/**
 * Everything a server process needs, opened in order: its own store, the secret webhooks are
 * signed with, the API (the sandbox sends its webhooks to this server's receiver by default),
 * then the app. `close` undoes it in reverse.
 */
export async function openServer(
  settings: ServerSettings,
  options: { staticRoot?: string; now?: () => number } = {},
) {
  const store = await openServerStore(settings.store.location);
  const sandbox = settings.api.kind === 'sandbox';
  const webhookSecret = await webhookSecretFor(store, settings.events, sandbox);
  const api = await openApi(
    settings.api,
    sandbox && webhookSecret !== undefined
      ? {
          url: settings.events.sandboxWebhookUrl ?? `${settings.signIn.publicUrl}/webhooks/copper`,
          secret: webhookSecret,
          subscriptionId: 'sandbox-dashboard',
        }
      : undefined,
  );
  const server = await createServerApp({ settings, api, store, webhookSecret, ...options });
  const [sandboxKey] = api.sandboxKeys ?? [];
  if (sandboxKey !== undefined) {
    await seedSandboxMinimums({
      db: store,
      target: api.target,
      key: sandboxKey,
      now: options.now ?? Date.now,
    });
  }
  return {
    app: server.app,
    store,
    api,
    events: server.events,
    audit: server.audit,
    log: server.log,
    metrics: server.metrics,
    close: async () => {
      await server.close();
      await api.close();
      await store.close();
    },
  };
}
