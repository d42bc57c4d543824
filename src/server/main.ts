import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { openServer } from './open-server';
import { routeConsoleWarningsTo } from './observability/log';
import { demoPeopleLines } from './auth/demo-people';
import { SANDBOX_MASTER_PASSWORD } from '../sandbox/seed/seed-portfolios';
import { parseServerSettings, type ServerSettings } from './settings/server-settings';

/** How long an idle kept-alive connection stays open: past a load balancer's usual 60 s. */
const KEEP_ALIVE_MS = 65_000;

const STATIC_ROOT = 'dist';

function describeApi(settings: ServerSettings): string[] {
  const { api } = settings;
  const signIn =
    settings.signIn.provider.kind === 'external'
      ? `Sign-in: ${settings.signIn.provider.issuer}`
      : `Sign-in: the embedded identity provider at ${settings.signIn.publicUrl}/idp`;
  if (api.kind === 'upstream') {
    return [
      `API: upstream ${api.baseUrl}; each request signed on this server with the person's own key`,
      signIn,
    ];
  }
  const where =
    api.location.engine === 'postgres'
      ? 'PostgreSQL (SANDBOX_DATABASE_URL)'
      : api.location.dataDir === 'memory'
        ? 'memory (fresh each start)'
        : api.location.dataDir;
  return [
    `API: embedded sandbox, data in ${where}`,
    signIn,
    'Demo people (the sign-in page offers each with one click, or use email and password):',
    ...demoPeopleLines(),
    `Sandbox master password (for orders that ask for it): ${SANDBOX_MASTER_PASSWORD}`,
  ];
}

async function main(): Promise<void> {
  const settings = parseServerSettings(process.env);
  if (!existsSync(`${STATIC_ROOT}/index.html`)) {
    throw new Error(
      `No built dashboard in ${STATIC_ROOT}/. Run "npm run build" first (npm start does both).`,
    );
  }
  const opened = await openServer(settings, { staticRoot: STATIC_ROOT });
  const { app, store } = opened;
  routeConsoleWarningsTo(opened.log);
  const { HOST, PORT } = settings.listen;
  const server = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, (info) => {
    const url = `http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${info.port}`;
    console.log(`Custody Ops Dashboard: ${url} (people sign in at ${settings.signIn.publicUrl})`);
    console.log(`Server store: ${store.engine}, ${store.location}`);
    for (const line of describeApi(settings)) console.log(line);
  });
  // Node closes an idle kept-alive connection after 5 s; a client (or a load balancer, whose
  // idle limit is commonly 60 s) reusing it at that moment gets ECONNRESET. Outlive them.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    server.close(() => {
      void opened.close().finally(() => process.exit(0));
    });
    // Live streams stay open until closed; browsers reconnect to another instance.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
