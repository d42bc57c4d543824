import { z } from 'zod';
import { roles } from './access';

/**
 * Who a sign-in throttle counts: one address at one account (`pair`), one address at any
 * account (`address`), or one account from anywhere (`account`).
 */
export const signInThrottleSchema = z.object({
  tier: z.enum(['pair', 'address', 'account']),
  /** The email as typed at sign-in, lower-cased (whether or not it has an account); '' for `address`. */
  account: z.string(),
  /** The client address; '' for `account`. */
  address: z.string(),
  failures: z.number().int(),
  lastFailureAt: z.number(),
  /** Until when that address must wait before its next try; null when it need not. */
  waitUntil: z.number().nullable(),
});
export type SignInThrottle = z.infer<typeof signInThrottleSchema>;

/** GET /api/admin/sign-in-throttles: every throttle still counting, most recent first. */
export const signInThrottlesResponseSchema = z.object({
  throttles: z.array(signInThrottleSchema),
});

/** POST /api/admin/sign-in-throttles/clear: an account's throttles, or an address's. */
export const clearThrottlesRequestSchema = z.union([
  z.strictObject({ account: z.string().trim().min(1).max(320) }),
  z.strictObject({ address: z.string().trim().min(1).max(100) }),
]);
export type ClearThrottlesRequest = z.infer<typeof clearThrottlesRequestSchema>;

/** What was cleared, as it stood. */
export const clearThrottlesResponseSchema = z.object({ cleared: z.array(signInThrottleSchema) });

/** One live session, as an administrator sees it (never its id: `id` is a hash that opens nothing). */
export const liveSessionSchema = z.object({
  id: z.string(),
  person: z.object({ subject: z.string(), name: z.string(), email: z.string() }),
  roles: z.array(z.enum(roles)),
  createdAt: z.number(),
  lastActiveAt: z.number(),
  /** When it ends unless the person is active before then. */
  idleExpiresAt: z.number(),
  expiresAt: z.number(),
  /** The administrator's own session. */
  current: z.boolean(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** GET /api/admin/sessions. */
export const liveSessionsResponseSchema = z.object({ sessions: z.array(liveSessionSchema) });

/** DELETE /api/admin/sessions/{id} and /api/admin/people/{subject}/sessions. */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() });
