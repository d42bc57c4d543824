import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { parseServerEnv, serverModeOf } from './env';
import { createServerApp } from './create-server-app';
import { createTransport } from './create-transport';
import { sandboxIdentities } from './sandbox/identities';

const STATIC_ROOT = 'dist';

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const mode = serverModeOf(env);
  if (!existsSync(`${STATIC_ROOT}/index.html`)) {
    throw new Error(
      `No built dashboard in ${STATIC_ROOT}/. Run "npm run build" first (npm start does both).`,
    );
  }
  const transport = await createTransport(mode);

  const app = createServerApp({ mode, transport, staticRoot: STATIC_ROOT });
  serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}`;
    console.log(`Custody Ops Dashboard: ${url}`);
    if (mode.kind === 'sandbox') {
      console.log(
        `API: embedded sandbox, data in ${mode.dataDir === 'memory' ? 'memory (fresh each start)' : mode.dataDir}`,
      );
      console.log(
        'Demo identities (switch with "Acting as" in the header, or send X-Acting-As: <id>):',
      );
      for (const identity of sandboxIdentities) {
        console.log(`  ${identity.id.padEnd(11)} ${identity.name} — ${identity.role}`);
      }
    } else {
      console.log(`API: upstream ${mode.baseUrl}, every request signed on this server`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
