import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints';
import { openStore } from '../store/open-store';
import { inMemory } from './db/open-database';
import { honoPath } from './http/endpoint-route';
import { createSandboxApp } from './sandbox-app';

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
});
