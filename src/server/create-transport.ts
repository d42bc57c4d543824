import type { ServerMode } from './env';
import type { PlatformTransport } from './platform-proxy';
import { openSandboxDatabase } from './sandbox/db/open-database';
import { startLifecycleClock } from './sandbox/lifecycle/lifecycle-clock';
import { createSandboxApp } from './sandbox/sandbox-app';

/** The sandbox answers in process; the upstream is reached over HTTPS. */
export async function createTransport(mode: ServerMode): Promise<PlatformTransport> {
  if (mode.kind === 'upstream') return (request) => fetch(request);
  const db = await openSandboxDatabase({
    dataDir: mode.dataDir,
    ...(mode.seedOrders === undefined ? {} : { seed: { orderCount: mode.seedOrders } }),
    onSeeded: (summary) => console.log(`Seeded the sandbox: ${JSON.stringify(summary)}`),
  });
  startLifecycleClock(db, mode.lifecycleStepMs);
  const sandbox = createSandboxApp({
    db,
    lifecycleStepMs: mode.lifecycleStepMs,
    rateLimitPer5Min: mode.rateLimitPer5Min,
  });
  return (request) => Promise.resolve(sandbox.fetch(request));
}
