import { createServer } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { openServer } from '../open-server';
import { parseServerSettings, type ServerSettings } from '../settings/server-settings';
import type { Database } from '../../store/sql-client';

/** A free TCP port on loopback, so PUBLIC_URL can name it before the server starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  baseUrl: string;
  /** The server's routes as registered, to check what it serves. */
  app: Awaited<ReturnType<typeof openServer>>['app'];
  settings: ServerSettings;
  store: Database;
  /** The activity log, its keys and its checkpoints. */
  audit: Awaited<ReturnType<typeof openServer>>['audit'];
  /** The server's structured log, to watch what it writes. */
  log: Awaited<ReturnType<typeof openServer>>['log'];
  close(): Promise<void>;
}

/**
 * Settings of a server on `port` that keeps everything in memory, with a sandbox whose clock
 * stands still and whose rate limit no test reaches; `env` adds or overrides.
 */
export function inMemoryServerSettings(port: number, env: Record<string, string> = {}) {
  return parseServerSettings({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory',
    SANDBOX_DATA_DIR: 'memory',
    SANDBOX_LIFECYCLE_STEP_MS: '0',
    SANDBOX_RATE_LIMIT_PER_5_MIN: '1000000',
    // Suites that look at LTV history turn the sampler on themselves.
    LTV_SAMPLE_MINUTES: '0',
    ...env,
  });
}

/**
 * The whole server on a real loopback port, with in-memory stores: sign-in
 * needs real HTTP, since the OpenID client discovers its provider by URL.
 * `env` adds or overrides settings (an upstream, an external provider); `publicHost` makes
 * PUBLIC_URL (and the base URL) that host on the chosen port; `now` is the server's clock,
 * for a test that moves time itself.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { publicHost?: string; now?: () => number } = {},
): Promise<TestServer> {
  const port = await freePort();
  // Passkeys need a host name (browsers refuse them at an IP address): `localhost` gives one.
  const publicUrl =
    options.publicHost === undefined ? undefined : `http://${options.publicHost}:${port}`;
  const settings = inMemoryServerSettings(port, {
    ...(publicUrl === undefined ? {} : { PUBLIC_URL: publicUrl }),
    ...env,
  });
  const opened = await openServer(settings, options);
  const { app, store, audit, log } = opened;
  const listening = settings.listen.PORT;
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: listening, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  return {
    baseUrl: publicUrl ?? `http://127.0.0.1:${listening}`,
    app,
    settings,
    store,
    audit,
    log,
    close: async () => {
      // Live streams never end by themselves: close them with the server.
      const closing = new Promise((resolve) => server.close(resolve));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closing;
      await opened.close();
    },
  };
}
