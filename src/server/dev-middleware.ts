import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServerApp } from './create-server-app';
import { openApi } from './open-api';
import { parseServerSettings } from './settings/server-settings';
import { openServerStore } from './store/open-server-store';

type Next = (error?: unknown) => void;

/** The production server's API routes as Connect middleware for the Vite dev server. */
export async function mountServerInDev(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: Next) => void
> {
  const settings = parseServerSettings(process.env);
  const store = await openServerStore(settings.store.location);
  const api = await openApi(settings.api);
  const app = createServerApp({
    api: settings.api,
    transport: api.transport,
    stores: [{ name: 'server store', db: store }],
  });
  const listener = getRequestListener(app.fetch);
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url.startsWith('/platform/') || url.startsWith('/api/') || url === '/healthz') {
      void listener(req, res);
    } else {
      next();
    }
  };
}
