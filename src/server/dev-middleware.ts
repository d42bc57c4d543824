import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { parseServerEnv, serverModeOf } from './env';
import { createServerApp } from './create-server-app';
import { createTransport } from './create-transport';

type Next = (error?: unknown) => void;

/** The production server's API routes as Connect middleware for the Vite dev server. */
export async function mountServerInDev(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: Next) => void
> {
  const mode = serverModeOf(parseServerEnv(process.env));
  const transport = await createTransport(mode);
  const listener = getRequestListener(createServerApp({ mode, transport }).fetch);
  return (req, res, next) => {
    const url = req.url ?? '';
    if (url.startsWith('/platform/') || url.startsWith('/api/')) {
      void listener(req, res);
    } else {
      next();
    }
  };
}
