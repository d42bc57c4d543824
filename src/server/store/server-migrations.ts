import type { Migration } from './migrations';

/** The schema the server keeps its own state in, beside the sandbox's when they share a database. */
export const SERVER_SCHEMA = 'dashboard';

/** The server's own schema history: people, sessions, credentials, audit and events. */
export const serverMigrations: readonly Migration[] = [];
