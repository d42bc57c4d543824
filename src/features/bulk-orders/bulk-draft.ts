import { z } from 'zod';
import { readDraft, writeDraft } from '../../components/wizard/form-draft';
import { bulkColumns, emptyCells, type BulkRow } from './bulk-columns';

const DRAFT_KEY = 'bulk';

const storedRowSchema = z.object({
  key: z.string().min(1),
  cells: z.partialRecord(z.enum(bulkColumns), z.string()),
});

/** The batch being built in this tab, as it was before a reload or a sign-in. */
export function readBulkDraft(): BulkRow[] {
  const { rows } = readDraft(DRAFT_KEY, { rows: [] as unknown[] });
  return rows.flatMap((row) => {
    const parsed = storedRowSchema.safeParse(row);
    return parsed.success
      ? [{ key: parsed.data.key, cells: { ...emptyCells, ...parsed.data.cells } }]
      : [];
  });
}

export function writeBulkDraft(rows: readonly BulkRow[]): void {
  writeDraft(DRAFT_KEY, { rows });
}
