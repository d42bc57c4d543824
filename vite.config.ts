import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';

/**
 * Mounts our Node server's routes (/platform/*, /api/*) inside the Vite dev
 * server, so `npm run dev` keeps one port with hot reload and the same
 * signing path as production.
 */
function serverRoutesInDev(): Plugin {
  return {
    name: 'custody-server-routes',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      // Loaded through Vite so the TypeScript server code needs no separate build.
      const loaded: Record<string, unknown> = await server.ssrLoadModule(
        '/src/server/dev-middleware.ts',
      );
      const mount = loaded.mountServerInDev;
      if (typeof mount !== 'function') throw new Error('dev-middleware must export mountServerInDev');
      server.middlewares.use(await mount());
    },
  };
}

const mantineBreakpoints = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

export default defineConfig({
  plugins: [
    // Unit tests import components directly; only dev and build need the generated route tree.
    ...(process.env.VITEST
      ? []
      : [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            routesDirectory: './src/routes',
            generatedRouteTree: './src/app/route-tree.gen.ts',
          }),
        ]),
    react(),
    serverRoutesInDev(),
  ],
  css: {
    postcss: {
      plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: mantineBreakpoints })],
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: [
            'src/{app,routes,features,lib,components,testing}/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
