import { activityPageSchema } from '../../shared/audit';
import { browserClient, type BrowserClient } from './browser-client';
import { startTestServer, type TestServer } from './test-server';

/** The administrator's console suites: Priya administers, Olivia (treasury) does not. */
export interface AdminSuite {
  server: TestServer;
  priya: BrowserClient;
  olivia: BrowserClient;
}

export async function startAdminSuite(options: { now?: () => number } = {}): Promise<AdminSuite> {
  const server = await startTestServer({}, options);
  const priya = browserClient(server.baseUrl);
  await priya.signIn({ demo: 'priya-natarajan' });
  const olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  return { server, priya, olivia };
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
