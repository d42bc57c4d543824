import { Hono } from 'hono';
import type { SqlClient } from '../store/sql-client';

/** A store the health check asks, by the name the answer uses for it. */
export interface CheckedStore {
  name: string;
  db: SqlClient;
}

/** How long a store may take to answer before it counts as down. */
const HEALTH_TIMEOUT_MS = 2_000;

async function answers(db: SqlClient): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const query = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz for load balancers: 200 while every store answers, 503 naming
 * the one that does not. Unauthenticated, so it says nothing else: no
 * versions, hosts or error details.
 */
export function healthRoute(stores: readonly CheckedStore[]): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    for (const store of stores) {
      if (!(await answers(store.db))) {
        return c.json({ status: 'unavailable', reason: `The ${store.name} does not answer.` }, 503);
      }
    }
    return c.json({ status: 'ok' });
  });
  return app;
}
