import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

const CHOICE = 'organization';

export interface StoredChoice {
  organizationId: string;
  chosenBy: string;
  chosenAt: number;
}

/** The organization an administrator chose, if one did. */
export async function storedOrganization(db: SqlClient): Promise<StoredChoice | undefined> {
  const { rows } = await db.query(
    'SELECT value, chosen_by, chosen_at FROM dashboard_choices WHERE name = $1',
    [CHOICE],
  );
  const row = parseFirstRow(
    z.object({ value: z.string(), chosen_by: z.string(), chosen_at: z.number() }),
    rows,
  );
  return row === undefined
    ? undefined
    : { organizationId: row.value, chosenBy: row.chosen_by, chosenAt: row.chosen_at };
}

/** Keeps an administrator's choice for everyone; a later choice replaces it. */
export async function storeOrganization(db: SqlClient, choice: StoredChoice): Promise<void> {
  await db.query(
    `INSERT INTO dashboard_choices (name, value, chosen_by, chosen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, chosen_by = EXCLUDED.chosen_by,
       chosen_at = EXCLUDED.chosen_at`,
    [CHOICE, choice.organizationId, choice.chosenBy, choice.chosenAt],
  );
}
