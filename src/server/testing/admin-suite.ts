import { afterAll, beforeAll, expect } from 'vitest';
import { activityPageSchema } from '../../shared/audit';
import { oneTimePasswordResponseSchema } from '../../shared/people';
import { browserClient, type BrowserClient } from './browser-client';
import { startTestServer, type TestServer } from './test-server';

/** The administrator's console suites: Priya administers, Olivia (treasury) does not. */
export interface AdminSuite {
  server: TestServer;
  priya: BrowserClient;
  olivia: BrowserClient;
}

async function startAdminSuite(options: { now?: () => number }): Promise<AdminSuite> {
  const server = await startTestServer({}, options);
  const priya = browserClient(server.baseUrl);
  await priya.signIn({ demo: 'priya-natarajan' });
  const olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  return { server, priya, olivia };
}

/**
 * The administrator's console for a test file: started before its tests and closed after
 * them. Its members exist once it has started, so tests read them as they run.
 */
export function useAdminSuite(options: { now?: () => number } = {}) {
  let suite: AdminSuite | undefined;
  beforeAll(async () => {
    suite = await startAdminSuite(options);
  });
  afterAll(() => suite?.server.close());
  const started = (): AdminSuite => {
    if (suite === undefined) throw new Error('The admin suite has not started yet');
    return suite;
  };
  return {
    get server() {
      return started().server;
    },
    get priya() {
      return started().priya;
    },
    get olivia() {
      return started().olivia;
    },
    /** The newest record of `action`, as Priya reads it. */
    lastRecord: (action: string) => lastRecord(started().priya, action),
    /** Priya adds a person; the answer carries their one-time password. */
    addPerson: async (name: string, email: string, roles: string[]) => {
      const response = await started().priya.send(
        '/api/admin/people',
        json('POST', { name, email, roles }),
      );
      expect(response.status).toBe(201);
      return oneTimePasswordResponseSchema.parse(await response.json());
    },
    /** A browser of its own, signed in with a password on the embedded provider. */
    signedInAs: async (email: string, password: string) => {
      const browser = browserClient(started().server.baseUrl);
      await browser.signIn({ email, password });
      return browser;
    },
  };
}

/** A request with a JSON body. */
export const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The newest record of `action`, as the administrator reads it. */
export async function lastRecord(admin: BrowserClient, action: string) {
  const response = await admin.send(`/api/activity?actions=${action}`);
  return activityPageSchema.parse(await response.json()).entries[0];
}
