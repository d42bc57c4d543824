import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { getFile } from '../db/files-repository';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { refuse } from '../orders/refusal';

/** RFC 6266 filename with an ASCII fallback, so any stored name downloads safely. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function fileRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.downloadFile, 'read', async ({ path, c }) => {
      const file = await getFile(db, path.fileId);
      if (!file) return refuse(404, 'not-found', `File ${path.fileId} does not exist.`);
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.filename),
        'Content-Length': String(file.content.byteLength),
      });
    }),
  ];
}
