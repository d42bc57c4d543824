import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { z } from 'zod';

/**
 * The narrow surface repositories use. Rows come back as `unknown` on
 * purpose: every repository parses them through a zod schema instead of
 * trusting the database's shape.
 */
export interface SqlClient {
  query(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

/** The handle `openSandboxDatabase` returns. */
export interface SandboxDatabase extends SqlClient {
  /** Folder of the persisted store, or `'memory'`. */
  readonly dataDir: string;
  transaction<T>(run: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function wrapTransaction(tx: Transaction): SqlClient {
  return {
    query: async (sql, params = []) => tx.query(sql, [...params]),
    exec: async (sql) => tx.exec(sql),
  };
}

export function wrapPglite(pg: PGlite, dataDir: string): SandboxDatabase {
  return {
    dataDir,
    query: async (sql, params = []) => pg.query(sql, [...params]),
    exec: async (sql) => pg.exec(sql),
    transaction: async (run) => pg.transaction(async (tx) => run(wrapTransaction(tx))),
    close: async () => pg.close(),
  };
}

export function parseRows<T>(schema: z.ZodType<T>, rows: readonly unknown[]): T[] {
  return rows.map((row) => schema.parse(row));
}

export function parseFirstRow<T>(schema: z.ZodType<T>, rows: readonly unknown[]): T | undefined {
  const [row] = rows;
  return row === undefined ? undefined : schema.parse(row);
}

/**
 * Collects positional parameters while a query is assembled, so filter
 * values always travel as parameters and never inside the SQL text.
 */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Parses an optional non-negative integer query string (limit, offset, cycles). */
export function toCount(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Turns a `WHERE` condition list into SQL, or nothing when there is none. */
export function whereClause(conditions: readonly string[]): string {
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}
