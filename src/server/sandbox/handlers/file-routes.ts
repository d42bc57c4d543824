import { Hono } from 'hono';
import type { SandboxDatabase } from '../db/sql-client';
import { getFile } from '../db/files-repository';
import { apiErrorResponse } from '../http/api-error-response';
import type { SandboxVariables } from '../http/verify-signature';

/** RFC 6266 filename with an ASCII fallback, so any stored name downloads safely. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function fileRoutes(db: SandboxDatabase): Hono<{ Variables: SandboxVariables }> {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.get('/files/:fileId', async (c) => {
    const fileId = c.req.param('fileId');
    const file = await getFile(db, fileId);
    if (!file) return apiErrorResponse(c, 404, 'not-found', `File ${fileId} does not exist.`);
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.filename),
      'Content-Length': String(file.content.byteLength),
    });
  });
  return app;
}
