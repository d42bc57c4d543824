import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createServerApp } from './create-server-app';
import { openApi } from './open-api';
import { sandboxIdentities } from './sandbox/identities';
import { parseServerSettings, type ServerSettings } from './settings/server-settings';
import { openServerStore } from './store/open-server-store';

const STATIC_ROOT = 'dist';

function describeApi(settings: ServerSettings): string[] {
  const { api } = settings;
  if (api.kind === 'upstream')
    return [`API: upstream ${api.baseUrl}, every request signed on this server`];
  const where =
    api.location.engine === 'postgres'
      ? 'PostgreSQL (SANDBOX_DATABASE_URL)'
      : api.location.dataDir === 'memory'
        ? 'memory (fresh each start)'
        : api.location.dataDir;
  return [
    `API: embedded sandbox, data in ${where}`,
    'Demo identities (switch with "Acting as" in the header, or send X-Acting-As: <id>):',
    ...sandboxIdentities.map(
      (identity) => `  ${identity.id.padEnd(11)} ${identity.name} — ${identity.role}`,
    ),
  ];
}

async function main(): Promise<void> {
  const settings = parseServerSettings(process.env);
  if (!existsSync(`${STATIC_ROOT}/index.html`)) {
    throw new Error(
      `No built dashboard in ${STATIC_ROOT}/. Run "npm run build" first (npm start does both).`,
    );
  }
  const store = await openServerStore(settings.store.location);
  const api = await openApi(settings.api);
  const app = createServerApp({
    api: settings.api,
    transport: api.transport,
    stores: [
      { name: 'server store', db: store },
      ...(api.sandboxStore ? [{ name: 'sandbox store', db: api.sandboxStore }] : []),
    ],
    staticRoot: STATIC_ROOT,
  });
  const { HOST, PORT } = settings.listen;
  const server = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, (info) => {
    const url = `http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${info.port}`;
    console.log(`Custody Ops Dashboard: ${url}`);
    console.log(`Server store: ${store.engine}, ${store.location}`);
    for (const line of describeApi(settings)) console.log(line);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    server.close(() => {
      void Promise.allSettled([api.close(), store.close()]).then(() => process.exit(0));
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
