import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { pino, type Level, type Logger } from 'pino';

/** The request a line was written for, carried across awaits. */
const current = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The server's structured log: one JSON object a line on stdout. A line written while a
 * request is being answered carries its `requestId`, the id the activity log records, so
 * the two can be joined.
 */
export function createLog(level: Level | 'silent'): Logger {
  return pino({
    level,
    base: { service: 'custody-ops-dashboard' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const request = current.getStore();
      return request === undefined ? {} : { requestId: request.requestId };
    },
  });
}

/** Runs `run` with every line it logs tagged with `requestId`. */
export function withRequestId<T>(requestId: string, run: () => T): T {
  return current.run({ requestId }, run);
}

/**
 * Sends the server's own warnings and errors (`console.warn`, `console.error`, written
 * throughout the code) through the structured log, so operators get one format; an Error
 * among the arguments keeps its stack under `err`.
 */
export function routeConsoleWarningsTo(log: Logger): void {
  const write =
    (level: 'warn' | 'error') =>
    (message: unknown, ...rest: unknown[]) => {
      const err = [message, ...rest].find((value) => value instanceof Error);
      const text = format(message, ...rest.filter((value) => value !== err));
      if (err === undefined) log[level](text);
      else log[level]({ err }, text);
    };
  console.warn = write('warn');
  console.error = write('error');
}
