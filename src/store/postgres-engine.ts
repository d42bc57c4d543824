import pg from 'pg';
import { advisoryLockKey, checkedSchemaName, type Database, type SqlClient } from './sql-client';
import { busyOr } from './sql-errors';

export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Schema that holds this store's tables; created if missing. */
  schema: string;
  poolSize: number;
  connectTimeoutMs: number;
  /** Longest a single statement may run before PostgreSQL cancels it. */
  statementTimeoutMs: number;
}

/**
 * Both engines read a BIGINT (epoch milliseconds, counts) as a JS number, as
 * PGlite does, so repositories never see which engine answered. Every BIGINT
 * the store keeps is far below 2^53.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: (id, format): unknown =>
    id === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(id, format),
};

function describeLocation(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

function wrapClient(client: pg.PoolClient | pg.Client): SqlClient {
  return {
    query: async (sql, params = []) => client.query(sql, [...params]),
    exec: async (sql) => client.query(sql),
  };
}

/** PostgreSQL through a `pg` connection pool. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const schema = checkedSchemaName(options.schema);
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    options: `-c search_path=${schema}`,
    keepAlive: true,
    types,
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize });
  const listener = notificationListener(connection);
  // An idle connection that breaks must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`Store connection lost: ${error.message}`));

  // A wait for a free connection that times out is reported as the store being busy.
  const connect = () =>
    pool.connect().catch((error: unknown) => {
      throw busyOr(error);
    });
  const poolQuery = (sql: string, params: unknown[] = []) =>
    pool.query(sql, params).catch((error: unknown) => {
      throw busyOr(error);
    });

  async function transaction<T>(run: (tx: SqlClient) => Promise<T>): Promise<T> {
    const client = await connect();
    try {
      await client.query('BEGIN');
      const result = await run(wrapClient(client));
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot even roll back is broken: destroy it instead of reusing it.
      const rolledBack = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      client.release(rolledBack ? undefined : true);
      throw error;
    }
  }

  // Instances starting together would race on CREATE SCHEMA; a transaction lock orders them.
  await transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey})`, [`schema:${schema}`]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  });

  return {
    engine: 'postgres',
    location: `${describeLocation(options.url)} (schema ${schema})`,
    query: async (sql, params = []) => poolQuery(sql, [...params]),
    exec: async (sql) => poolQuery(sql),
    transaction,
    withLock: async (name, run) => {
      const client = await connect();
      const key = `${schema}:${name}`;
      try {
        await client.query(`SELECT pg_advisory_lock(${advisoryLockKey})`, [key]);
        try {
          return await run();
        } finally {
          await client.query(`SELECT pg_advisory_unlock(${advisoryLockKey})`, [key]);
        }
      } finally {
        client.release();
      }
    },
    tryLock: async (name) => {
      // A connection of its own: the lock lives exactly as long as it does.
      const client = new pg.Client(connection);
      let held = false;
      client.on('error', () => {
        held = false;
      });
      client.on('end', () => {
        held = false;
      });
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(${advisoryLockKey}) AS locked`,
        [`${schema}:${name}`],
      );
      if (rows[0]?.locked !== true) {
        await client.end();
        return undefined;
      }
      held = true;
      return {
        get held() {
          return held;
        },
        release: async () => {
          held = false;
          await client.end().catch(() => undefined);
        },
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [`${schema}_${channel}`, payload]);
    },
    listen: (channel, onMessage) => listener.listen(`${schema}_${channel}`, onMessage),
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: options.poolSize,
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One connection per process that LISTENs on behalf of every subscriber. When it drops
 * (a restart, a network blip) it reconnects and listens again; notifications sent while it
 * was away are missed, which is why subscribers also catch up from the store.
 */
function notificationListener(connection: pg.ClientConfig) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  function connect(): Promise<pg.Client> {
    const fresh = new pg.Client(connection);
    fresh.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    fresh.on('error', () => {
      client = undefined;
      if (!closed) setTimeout(() => void ensure().catch(() => undefined), 1_000).unref();
    });
    return fresh.connect().then(async () => {
      for (const channel of handlers.keys())
        await fresh.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return fresh;
    });
  }

  function ensure(): Promise<pg.Client> {
    client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const known = handlers.get(channel);
      handlers.set(channel, new Set([...(known ?? []), onMessage]));
      const active = await ensure();
      if (known === undefined) await active.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => {
        handlers.get(channel)?.delete(onMessage);
        return Promise.resolve();
      };
    },
    async close() {
      closed = true;
      const active = await client?.catch(() => undefined);
      await active?.end().catch(() => undefined);
    },
  };
}
