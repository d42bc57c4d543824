// Mutation testing of the domain rules (see groups.mjs). Run through `npm run test:mutation`,
// which runs each group in turn (MUTATION_GROUP names it) and prints the scores.
import { groups } from './groups.mjs';

const name = process.env.MUTATION_GROUP ?? '';
const group = groups[name];
if (group === undefined) {
  throw new Error(`MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')}`);
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: '.config/mutation/vitest.config.ts',
    // Only the group's own test files (vitest.config.ts reads them), not every importer.
    related: false,
  },
  checkers: ['typescript'],
  tsconfigFile: '.config/mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: group.mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most.
  concurrency: 2,
  // Server tests open and seed a store per file; a mutant that hangs a query gets this long.
  timeoutMS: 60_000,
  tempDirName: `.stryker-tmp/${name}`,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  ignorePatterns: [
    'dist',
    'test-results',
    'playwright-report',
    'reports',
    '.data',
    'e2e/bench/results',
    'e2e/bench/grid/dist',
  ],
  cleanTempDir: 'always',
};
