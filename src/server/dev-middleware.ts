import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServerApp } from './create-server-app';
import { openApi } from './open-api';
import { openServerStore } from './server-store';
import { parseServerSettings } from './settings/server-settings';

type Next = (error?: unknown) => void;

const SERVER_PATHS = ['/platform/', '/api/', '/auth/', '/idp/', '/webhooks/'];

/** The production server's routes as Connect middleware for the Vite dev server. */
export async function mountServerInDev(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: Next) => void
> {
  const settings = parseServerSettings({ PORT: '5173', ...process.env });
  const store = await openServerStore(settings.store.location);
  const api = await openApi(settings.api);
  const app = await createServerApp({ settings, api, store });
  const listener = getRequestListener(app.fetch);
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url === '/healthz' || SERVER_PATHS.some((prefix) => url.startsWith(prefix))) {
      void listener(req, res);
    } else {
      next();
    }
  };
}
