import { inMemory, openSandboxDatabase } from '../src/sandbox/db/open-database';
import { getFile, listFiles } from '../src/sandbox/db/files-repository';

export interface SeededFile {
  fileId: string;
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** The sandbox seed is deterministic, so a fresh in-memory store holds the same files as the server's. */
export async function seededFiles(): Promise<SeededFile[]> {
  const db = await openSandboxDatabase({ location: inMemory });
  try {
    const files: SeededFile[] = [];
    for (const { fileId } of await listFiles(db)) {
      const file = await getFile(db, fileId);
      if (file) files.push(file);
    }
    return files;
  } finally {
    await db.close();
  }
}
