// The unit tests of one mutation group (MUTATION_GROUP), in the same two environments as
// the main Vitest config: node for shared and server code, jsdom for the browser's.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { groups } from './groups.mjs';

const group = groups[process.env.MUTATION_GROUP ?? ''];
if (group === undefined) throw new Error('MUTATION_GROUP names no mutation group');
const browserTest = /^src\/(app|routes|features|lib|components|testing)\//;

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: group.tests.filter((path) => !browserTest.test(path)),
          globalSetup: ['./src/store/testing/announce-engines.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: group.tests.filter((path) => browserTest.test(path)),
          setupFiles: ['./src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
