import { expect, vi } from 'vitest';
import { browserClient, type BrowserClient } from './browser-client';
import { startTestServer, type TestServer } from './test-server';

export interface SampledHistoryServer {
  server: TestServer;
  /** Viewer, treasury and approver, signed in. */
  henrik: BrowserClient;
  olivia: BrowserClient;
  marcus: BrowserClient;
  /** The first id `firstSampled` finds once the sampler has run. */
  id: string;
}

/**
 * A server sampling every minute and keeping a week, three people signed in, and the id of the
 * first thing the leader's first turn recorded: that turn seeds the sandbox's past and takes the
 * first live reading. `firstSampled` selects that id as `id`.
 */
export async function startSampledHistoryServer(
  firstSampled: string,
): Promise<SampledHistoryServer> {
  const server = await startTestServer({ LTV_SAMPLE_MINUTES: '1', LTV_HISTORY_DAYS: '7' });
  const henrik = browserClient(server.baseUrl);
  const olivia = browserClient(server.baseUrl);
  const marcus = browserClient(server.baseUrl);
  await henrik.signIn({ demo: 'henrik-larsen' });
  await olivia.signIn({ demo: 'olivia-grant' });
  await marcus.signIn({ demo: 'marcus-chen' });
  let id = '';
  await vi.waitFor(
    async () => {
      const { rows } = await server.store.query(firstSampled);
      const [row] = rows as { id: string }[];
      expect(row).toBeDefined();
      id = row?.id ?? '';
    },
    { timeout: 30_000, interval: 250 },
  );
  return { server, henrik, olivia, marcus, id };
}
