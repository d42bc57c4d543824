import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../store/sql-client';
import { dropTestSchema, uniqueSchema, type TestEngine } from '../../store/testing/test-engines';
import { openServerStore } from '../server-store';

/**
 * The server's store for one suite on one engine, in a schema of its own (so suites sharing
 * a PostgreSQL never meet): opened before the suite's tests, dropped after them.
 */
export function suiteServerStore(engine: TestEngine, prefix: string): { readonly db: Database } {
  const schema = uniqueSchema(prefix);
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openServerStore(engine.location, schema);
  });
  afterAll(async () => {
    await opened?.close();
    await dropTestSchema(engine, schema);
  });
  return {
    get db() {
      if (opened === undefined) throw new Error('The store opens before the suite’s tests');
      return opened;
    },
  };
}
