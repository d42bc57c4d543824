import type { Reporter, TestModule } from 'vitest/node';
import { POSTGRES_TAG, TEST_DATABASE_URL } from './test-engines';

/**
 * Says at the end of every run how many PostgreSQL tests ran and how many were skipped, so a
 * green run without TEST_DATABASE_URL never passes for a whole one. Under CI a skipped
 * PostgreSQL test fails the run: CI starts a PostgreSQL for exactly these.
 */
export default class PostgresTestsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    let ran = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (!test.tags.includes(POSTGRES_TAG)) continue;
        if (test.result().state === 'skipped') skipped += 1;
        else ran += 1;
      }
    }
    if (ran + skipped === 0) return;
    const reason = TEST_DATABASE_URL === undefined ? ' because TEST_DATABASE_URL is not set' : '';
    const line = `PostgreSQL tests: ${ran} ran, ${skipped} SKIPPED${reason}.`;
    if (skipped === 0) {
      console.log(`\n${line}\n`);
    } else if (process.env.CI === 'true') {
      console.error(`\n${line} CI must run every one of them: the run fails.\n`);
      process.exitCode = 1;
    } else {
      console.warn(
        `\n${line} Set TEST_DATABASE_URL to a postgres:// URL to run them (as CI does).\n`,
      );
    }
  }
}
