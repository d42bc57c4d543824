import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api-error';
import { endpoints } from '../shared/endpoints';
import { openStore } from '../store/open-store';
import type { Database } from '../store/sql-client';
import { StoreBusyError } from '../store/sql-errors';
import { inMemory } from './db/open-database';
import { honoPath } from './http/endpoint-route';
import { createSandboxApp } from './sandbox-app';
import { sandboxClient } from './testing/sandbox-client';

describe('the sandbox app', () => {
  it('answers every endpoint the dashboard uses', async () => {
    // Routes are registered without touching the store, so an empty one will do.
    const db = await openStore(inMemory, 'sandbox');
    try {
      const app = createSandboxApp({ db });
      const routes = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
      const missing = Object.entries(endpoints)
        .filter(
          ([, endpoint]) => !routes.has(`${endpoint.method} /platform${honoPath(endpoint.path)}`),
        )
        .map(([name]) => name);
      expect(missing).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('answers 503 with Retry-After, not a bare 500, while the store has no free connection', async () => {
    const db = await openStore(inMemory, 'sandbox');
    try {
      const busy = () => Promise.reject(new StoreBusyError());
      const busyStore: Database = { ...db, query: busy, exec: busy, transaction: busy };
      const response = await sandboxClient(createSandboxApp({ db: busyStore })).call('/currencies');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      const body = errorBodySchema.parse(await response.json());
      expect(body.error).toBe('service-busy');
      expect(body.message).toMatch(/^The sandbox is busy/);
    } finally {
      await db.close();
    }
  });
});
