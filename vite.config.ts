import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';

/**
 * Mounts our Node server's routes (/platform/*, /api/*) inside the Vite dev
 * server, so `npm run dev` keeps one port with hot reload and the same
 * signing path as production.
 */
type DevMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

function isDevMiddlewareModule(
  value: unknown,
): value is { mountServerInDev: () => Promise<DevMiddleware> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mountServerInDev' in value &&
    typeof value.mountServerInDev === 'function'
  );
}

function serverRoutesInDev(): Plugin {
  return {
    name: 'custody-server-routes',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      // Loaded through Vite so the TypeScript server code needs no separate build.
      const loaded: unknown = await server.ssrLoadModule('/src/server/dev-middleware.ts');
      if (!isDevMiddlewareModule(loaded)) {
        throw new Error('src/server/dev-middleware.ts must export mountServerInDev');
      }
      server.middlewares.use(await loaded.mountServerInDev());
    },
  };
}

/**
 * With BUNDLE_REPORT set (`npm run bench:bundle`), what each chunk holds, module by module:
 * a treemap to look at and the same figures as JSON for the report to print. Kept out of
 * dist/, which the server publishes.
 */
const bundleReport: Plugin[] = process.env.BUNDLE_REPORT
  ? [
      { filename: 'reports/bundle/treemap.html', template: 'treemap' as const },
      { filename: 'reports/bundle/modules.json', template: 'raw-data' as const },
    ].map(
      // Its types name rollup's Plugin, which is not installed beside Vite 8 (rolldown).
      (options) => visualizer({ ...options, gzipSize: true }) as Plugin,
    )
  : [];

export default defineConfig({
  // Separate caches let several dev servers run side by side (e.g. parallel e2e suites).
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  plugins: [
    // Unit tests import components directly; only dev and build need the generated route tree.
    ...(process.env.VITEST
      ? []
      : [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            codeSplittingOptions: {
              // Loaders get their own chunk too: they pull in the API contracts, which the
              // first paint does not need, and load in parallel with the view's chunk.
              defaultBehavior: [
                ['loader'],
                ['component', 'pendingComponent'],
                ['errorComponent'],
                ['notFoundComponent'],
              ],
            },
            routesDirectory: './src/routes',
            generatedRouteTree: './src/app/route-tree.gen.ts',
          }),
        ]),
    react(),
    serverRoutesInDev(),
    // Brotli and gzip copies beside each asset, made once at build time at the highest levels;
    // the server sends the one the browser accepts (see src/server/serve-spa.ts).
    compression({
      include: /\.(js|css|html|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      logLevel: 'silent',
    }),
    ...bundleReport,
  ],
  build: {
    outDir: 'dist',
    // Read by the bundle-size report to tell the initial route from lazy chunks.
    manifest: true,
    // No source maps in the production build: they would publish the readable source.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every module the entry needs before the first page can run, in one chunk: each
              // is downloaded on every visit anyway, and one file compresses smaller than the
              // thirty that sharing with the lazy pages cut it into.
              name: 'shell',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  test: {
    // Every test that needs PostgreSQL is tagged; without TEST_DATABASE_URL it is declared and
    // skipped, and the reporter counts what was skipped (and fails CI if anything was).
    tags: [
      {
        name: 'postgres',
        description: 'Runs on PostgreSQL at TEST_DATABASE_URL.',
        skip: !process.env.TEST_DATABASE_URL?.trim(),
      },
    ],
    reporters: ['default', './src/store/testing/postgres-tests-reporter.ts'],
    // Vitest's default, one worker fewer than the cores, leaves one of two cores idle while a
    // server test seeds its store: two workers take the suite from about 22 to 16 minutes.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/{shared,server,sandbox,store}/**/*.test.ts'],
          globalSetup: ['./src/store/testing/announce-engines.ts'],
          // Each server test file opens and seeds its own store; on two busy cores that takes a while.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/{app,routes,features,lib,components,testing}/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
