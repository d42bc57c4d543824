import { z } from 'zod';
import { parseFirstRow, type Database, type SqlClient } from '../../store/sql-client';

const CHOICE = 'organization';

/** Every instance hears of a new choice, and tells its browsers. */
export const ORGANIZATION_CHOSEN_CHANNEL = 'organization_chosen';

export interface StoredChoice {
  organizationId: string;
  chosenBy: string;
  chosenAt: number;
}

const choiceRowSchema = z.object({
  value: z.string(),
  chosen_by: z.string(),
  chosen_at: z.number(),
});

async function readChoice(db: SqlClient, lock: boolean): Promise<StoredChoice | undefined> {
  const { rows } = await db.query(
    `SELECT value, chosen_by, chosen_at FROM dashboard_choices WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [CHOICE],
  );
  const row = parseFirstRow(choiceRowSchema, rows);
  return row === undefined
    ? undefined
    : { organizationId: row.value, chosenBy: row.chosen_by, chosenAt: row.chosen_at };
}

/** The organization an administrator chose, if one did. */
export function storedOrganization(db: SqlClient): Promise<StoredChoice | undefined> {
  return readChoice(db, false);
}

export type ChoiceOutcome =
  | { ok: true; previous: StoredChoice | undefined }
  /** Someone chose meanwhile: `current` is what they chose, which the administrator never saw. */
  | { ok: false; current: StoredChoice };

/**
 * Keeps an administrator's choice for everyone, if the choice they saw (`replacing`, null for
 * none) is still the stored one. The row is locked while it is compared and replaced; a first
 * choice racing another first choice finds the other's row and is refused.
 */
export function replaceOrganization(
  db: Database,
  choice: StoredChoice,
  replacing: string | null,
): Promise<ChoiceOutcome> {
  return db.transaction(async (tx) => {
    const previous = await readChoice(tx, true);
    if (previous !== undefined) {
      if (previous.organizationId !== replacing) return { ok: false, current: previous };
      await tx.query(
        'UPDATE dashboard_choices SET value = $2, chosen_by = $3, chosen_at = $4 WHERE name = $1',
        [CHOICE, choice.organizationId, choice.chosenBy, choice.chosenAt],
      );
      return { ok: true, previous };
    }
    const { rows } = await tx.query(
      `INSERT INTO dashboard_choices (name, value, chosen_by, chosen_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO NOTHING RETURNING name`,
      [CHOICE, choice.organizationId, choice.chosenBy, choice.chosenAt],
    );
    if (rows.length === 1) return { ok: true, previous: undefined };
    const raced = await readChoice(tx, false);
    if (raced === undefined) throw new Error('The organization choice vanished while it was made');
    return { ok: false, current: raced };
  });
}
