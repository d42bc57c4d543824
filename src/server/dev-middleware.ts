import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { openServer } from './open-server';
import { parseServerSettings } from './settings/server-settings';

type Next = (error?: unknown) => void;

const SERVER_PATHS = ['/platform/', '/api/', '/auth/', '/idp/', '/webhooks/'];

/** The production server's routes as Connect middleware for the Vite dev server. */
export async function mountServerInDev(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: Next) => void
> {
  const settings = parseServerSettings({ PORT: '5173', ...process.env });
  const { app } = await openServer(settings);
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
