import { z } from 'zod';

/*
 * Kept apart from the watch lists' computation (loan-watch.ts): the /loans URL schema needs only
 * these names, and it loads with the app's shell, which should not carry the decimal arithmetic.
 */

/** The watch lists the loan list can filter by (its `watch` search parameter). */
export const watchLists = [
  'margin-calls',
  'margin-call-zone',
  'default-zone',
  'due-today',
  'due-this-week',
  'overdue',
] as const;
export type WatchList = (typeof watchLists)[number];
export const watchListSchema = z.enum(watchLists);

export const watchListWords: Record<WatchList, string> = {
  'margin-calls': 'Margin calls',
  'margin-call-zone': 'In margin-call zone',
  'default-zone': 'In default zone',
  'due-today': 'Due today',
  'due-this-week': 'Due this week',
  overdue: 'Past maturity',
};
