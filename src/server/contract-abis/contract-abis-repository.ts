import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';
import type { contractAbiSchema } from '../../shared/contract-abis';

/** A registered ABI as sent on the wire: the ABI as the JSON text it was registered with. */
export type StoredContractAbi = z.input<typeof contractAbiSchema>;

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  abi: z.string(),
  created_at: z.coerce.number(),
  created_by: z.string(),
});

function fromRow(row: z.infer<typeof rowSchema>): StoredContractAbi {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    abi: row.abi,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

const columns = 'id, name, address, abi, created_at, created_by';

/** Every registered ABI, newest first. */
export async function listContractAbis(db: SqlClient): Promise<StoredContractAbi[]> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM contract_abis ORDER BY created_at DESC, id`,
  );
  return parseRows(rowSchema, rows).map(fromRow);
}

/** Stores one ABI (its JSON text, already validated) and answers it as stored. */
export async function addContractAbi(
  db: SqlClient,
  entry: { name: string; address: string | null; abi: string; createdBy: string; at: number },
): Promise<StoredContractAbi> {
  const { rows } = await db.query(
    `INSERT INTO contract_abis (${columns}) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [randomUUID(), entry.name, entry.address, entry.abi, entry.at, entry.createdBy],
  );
  const stored = parseFirstRow(rowSchema, rows);
  if (stored === undefined) throw new Error('The insert answered no row');
  return fromRow(stored);
}

/** Forgets one ABI in a single statement; answers what it was, or undefined when there was none. */
export async function removeContractAbi(
  db: SqlClient,
  id: string,
): Promise<StoredContractAbi | undefined> {
  const { rows } = await db.query(`DELETE FROM contract_abis WHERE id = $1 RETURNING ${columns}`, [
    id,
  ]);
  const gone = parseFirstRow(rowSchema, rows);
  return gone === undefined ? undefined : fromRow(gone);
}
