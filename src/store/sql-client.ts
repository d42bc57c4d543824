import type { z } from 'zod';

/**
 * The narrow surface repositories use, the same on both engines (embedded
 * PGlite and PostgreSQL). Rows come back as `unknown` on purpose: every
 * repository parses them through a zod schema instead of trusting the
 * database's shape.
 */
export interface SqlClient {
  query(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}

export type Engine = 'pglite' | 'postgres';

/** A session-level advisory lock held on a connection of its own. */
export interface HeldLock {
  /** False once released, or once its connection was lost (another process may hold it now). */
  readonly held: boolean;
  release(): Promise<void>;
}

/** An open store: a connection pool (PostgreSQL) or an embedded instance (PGlite). */
export interface Database extends SqlClient {
  readonly engine: Engine;
  /** Where the data lives, for logs: a folder, `memory`, or host and database (never a password). */
  readonly location: string;
  /** Runs `run` in one transaction: all of it commits, or none of it. */
  transaction<T>(run: (tx: SqlClient) => Promise<T>): Promise<T>;
  /** Waits for the named advisory lock, runs `run`, then releases it. */
  withLock<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Takes the named advisory lock if no one holds it; `undefined` when someone does. */
  tryLock(name: string): Promise<HeldLock | undefined>;
  /**
   * Tells every process listening on this store's `channel` (PostgreSQL NOTIFY), this one
   * included. Channels are per schema, so stores sharing a database do not hear each other.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onMessage` with each payload notified on `channel`; resolves to a way to stop. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections of the pool (PostgreSQL): open, idle, and callers waiting for one. */
  poolUse?(): { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
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

/**
 * A query's parameters with the conditions of its `WHERE` clause. Each optional filter adds its
 * condition only when the filter is given: an absent value or an empty list filters nothing.
 */
export class SqlFilter extends SqlParameters {
  private readonly conditions: string[] = [];

  /** A condition written with this filter's placeholders (`add`). */
  where(condition: string): void {
    this.conditions.push(condition);
  }

  equals(column: string, value: string | undefined): void {
    if (value !== undefined) this.where(`${column} = ${this.add(value)}`);
  }

  anyOf(column: string, values: readonly string[] | undefined): void {
    if (values !== undefined && values.length > 0) this.where(`${column} ${this.isAnyOf(values)}`);
  }

  /**
   * `= $n` for one value, `= ANY($n)` for several. One value is `column = $n` on purpose: only
   * then does the planner read a page of one portfolio (or status) off its index in list order;
   * with ANY it walked the whole table's newest-first index (30 ms against 2 ms for one
   * portfolio's first page at a million orders).
   */
  isAnyOf(values: readonly string[]): string {
    const [only] = values;
    return values.length === 1 && only !== undefined
      ? `= ${this.add(only)}`
      : `= ANY(${this.add(values)}::text[])`;
  }

  noneOf(column: string, values: readonly string[] | undefined): void {
    if (values !== undefined && values.length > 0)
      this.where(`NOT (${column} = ANY(${this.add(values)}::text[]))`);
  }

  /** Any of `columns` holds `text`, in any case; its `%`, `_` and `\` match themselves. */
  contains(columns: readonly string[], text: string | undefined): void {
    if (text === undefined) return;
    const pattern = this.add(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
    this.where(
      `(${columns.map((column) => `${column} ILIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`,
    );
  }

  /** `column` compared with `value` as a bigint (epoch milliseconds, counts). */
  compare(column: string, operator: '>=' | '<=' | '=', value: string | number | undefined): void {
    if (value !== undefined) this.where(`${column} ${operator} ${this.add(value)}::bigint`);
  }

  /** The `WHERE` clause, or nothing when no condition was added. */
  clause(): string {
    return this.conditions.length === 0 ? '' : `WHERE ${this.conditions.join(' AND ')}`;
  }
}

/** Advisory locks are keyed by two int4s: this application's namespace and the lock's name. */
export const advisoryLockKey = `hashtext('custody-ops-dashboard'), hashtext($1)`;

/** A schema name safe to splice into SQL (it cannot travel as a parameter). */
export function checkedSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  return schema;
}
