/** The schema the server keeps its own state in, beside the sandbox's when they share a database. */
export const SERVER_SCHEMA = 'dashboard';
