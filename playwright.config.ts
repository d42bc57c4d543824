import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, LOW_RATE_LIMIT_PER_5_MIN, RATE_LIMITED_PORT } from './e2e/ports';

/**
 * E2E_SERVER=dev runs the suite against the Vite dev server (no build needed)
 * while iterating; CI and `npm test` always use the built production server.
 */
const useDevServer = process.env.E2E_SERVER === 'dev';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The system Chromium when the machine has one; Playwright's own browser otherwise. */
const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        ...(runningAsRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

/**
 * Where the suite's sandboxes end their seeded history: pinned once for the whole run (workers
 * inherit it), so e2e/seeded-files.ts seeds the same files as the servers, even when the run
 * crosses a ClearLoop cycle that changes their content.
 */
const seedAnchorMs = (process.env.E2E_SEED_ANCHOR_MS ??= String(
  Math.floor(Date.now() / 60_000) * 60_000,
));

/** A server with a fresh in-memory sandbox: the built app, or Vite with E2E_SERVER=dev. */
function sandboxServer(port: number, rateLimitPer5Min: number) {
  return {
    command: useDevServer
      ? `node node_modules/vite/bin/vite.js --port ${port} --strictPort --host 127.0.0.1`
      : 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      NODE_ENV: useDevServer ? 'development' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: 'memory',
      DATA_DIR: 'memory',
      VITE_CACHE_DIR: `node_modules/.vite-e2e-${port}`,
      SANDBOX_RATE_LIMIT_PER_5_MIN: String(rateLimitPer5Min),
      // The rate-limited server counts each identity's requests exactly; the LTV sampler would
      // spend a risk person's budget behind the journeys' backs.
      ...(rateLimitPer5Min === LOW_RATE_LIMIT_PER_5_MIN ? { LTV_SAMPLE_MINUTES: '0' } : {}),
      SANDBOX_SEED_ANCHOR_MS: seedAnchorMs,
      // Requests are logged one JSON line each; the suite's output keeps to what failed.
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  // Suites running side by side must not wipe each other's traces.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    // One server serves the whole suite; the provider's 1,000 per 5 minutes would throttle it.
    sandboxServer(PORT, 1_000_000),
    // Only e2e/rate-limit.spec.ts uses this one: it spends an identity's budget on purpose.
    sandboxServer(RATE_LIMITED_PORT, LOW_RATE_LIMIT_PER_5_MIN),
  ],
});
