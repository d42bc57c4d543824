import { TEST_DATABASE_URL } from './test-engines';

/** Vitest global setup: says once per run which engines the store tests use. */
export default function announceEngines(): void {
  if (TEST_DATABASE_URL === undefined) {
    console.log(
      '\nStore tests: PGlite only. The PostgreSQL half is SKIPPED because TEST_DATABASE_URL is not set ' +
        '(set it to a postgres:// URL to run both engines, as CI does).\n',
    );
  } else {
    const url = new URL(TEST_DATABASE_URL);
    console.log(
      `\nStore tests: PGlite and PostgreSQL at ${url.host}${url.pathname} (TEST_DATABASE_URL).\n`,
    );
  }
}
