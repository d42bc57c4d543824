import { z } from 'zod';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

/** A downloadable file. The spec leaves the response shape open; the server streams `content`. */
export interface StoredFile {
  fileId: string;
  filename: string;
  contentType: string;
  content: Uint8Array;
  createdAt: string;
}

const fileRowSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  content: z.instanceof(Uint8Array),
  created_at: z.string(),
});

export async function saveFile(db: SqlClient, file: StoredFile): Promise<void> {
  await db.query(
    `INSERT INTO files (file_id, filename, content_type, content, created_at) VALUES ($1, $2, $3, $4, $5::bigint)
     ON CONFLICT (file_id) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type,
       content = EXCLUDED.content`,
    [file.fileId, file.filename, file.contentType, file.content, file.createdAt],
  );
}

export async function getFile(db: SqlClient, fileId: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query(
    'SELECT file_id, filename, content_type, content, created_at::text AS created_at FROM files WHERE file_id = $1',
    [fileId],
  );
  const row = parseFirstRow(fileRowSchema, rows);
  return row === undefined ? undefined : toStoredFile(row);
}

/** Every file without its content, e.g. for a file picker. */
export async function listFiles(db: SqlClient): Promise<Omit<StoredFile, 'content'>[]> {
  const { rows } = await db.query(
    `SELECT file_id, filename, content_type, created_at::text AS created_at
     FROM files ORDER BY created_at DESC, file_id`,
  );
  return parseRows(fileRowSchema.omit({ content: true }), rows).map(
    ({ file_id, filename, content_type, created_at }) => ({
      fileId: file_id,
      filename,
      contentType: content_type,
      createdAt: created_at,
    }),
  );
}

function toStoredFile(row: z.infer<typeof fileRowSchema>): StoredFile {
  return {
    fileId: row.file_id,
    filename: row.filename,
    contentType: row.content_type,
    content: row.content,
    createdAt: row.created_at,
  };
}
