import { serve } from '@hono/node-server';
import { openServer } from '../open-server';
import { parseServerSettings } from '../settings/server-settings';

/**
 * The whole server (sign-in, /platform, the sandbox) without the built SPA, as
 * a child process the benchmarks can measure, load and kill -9. Prints
 * `listening` once it answers.
 */
const settings = parseServerSettings(process.env);
const { app } = await openServer(settings);
serve({ fetch: app.fetch, port: settings.listen.PORT, hostname: settings.listen.HOST }, () => {
  process.stdout.write('listening\n');
});
// A plain exit on a polite signal, so `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
