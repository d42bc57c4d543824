import { inMemory, openSandboxDatabase } from '../src/sandbox/db/open-database';
import { getFile, listFiles } from '../src/sandbox/db/files-repository';

export interface SeededFile {
  fileId: string;
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The sandbox seed is deterministic for one anchor, so a fresh in-memory store seeded with the
 * servers' pinned anchor (playwright.config.ts) holds the same files as theirs.
 */
export async function seededFiles(): Promise<SeededFile[]> {
  const anchorMs = Number(process.env.E2E_SEED_ANCHOR_MS);
  if (!Number.isSafeInteger(anchorMs)) {
    throw new Error('E2E_SEED_ANCHOR_MS is not set: run the suite through playwright.config.ts');
  }
  const db = await openSandboxDatabase({ location: inMemory, seed: { anchorMs } });
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
