import { z } from 'zod';

/** Event names of the dashboard's live stream (GET /api/events, Server-Sent Events). */
export const liveEventNames = [
  'order',
  'settlement',
  'notification',
  'risk-alert',
  'account',
  'admin',
] as const;

/** An order changed: the browser refreshes what shows it. */
export const orderChangedSchema = z.object({
  eventType: z.string(),
  orderId: z.string(),
  orderType: z.string().optional(),
  status: z.string().optional(),
  portfolioId: z.string().optional(),
});
export type OrderChanged = z.infer<typeof orderChangedSchema>;

/** A ClearLoop settlement changed. */
export const settlementChangedSchema = z.object({
  eventType: z.string(),
  settlementId: z.string(),
  exchangeId: z.string().optional(),
  status: z.string().optional(),
});
export type SettlementChanged = z.infer<typeof settlementChangedSchema>;

/** An administrator changed the signed-in person's account: `api-key`, they revoked their key. */
export const accountChangedSchema = z.object({ change: z.enum(['api-key']) });

/** For administrators: `role-grants`, a grant waiting for a second administrator changed. */
export const adminChangedSchema = z.object({ change: z.enum(['role-grants']) });

/** An administrator chose another organization to serve: every view's data is another's now. */
export const organizationChangedSchema = z.object({ organizationId: z.string() });

/** An order now waits for the signed-in person. */
export const notificationEventSchema = z.object({
  id: z.number(),
  orderId: z.string(),
  kind: z.enum(['co-sign', 'master-password']),
  amount: z.string(),
  baseCurrency: z.string(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** GET /api/notifications: the person's notifications, newest first. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(
    z.object({
      id: z.number(),
      orderId: z.string(),
      kind: z.enum(['co-sign', 'master-password']),
      amount: z.string(),
      baseCurrency: z.string(),
      portfolioId: z.string(),
      destination: z.string(),
      approvalCode: z.string(),
      createdAt: z.number(),
      read: z.boolean(),
    }),
  ),
  emailAvailable: z.boolean(),
  email: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: the notifications read, or (none given) all of them. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).max(500).optional(),
});

/** PUT /api/notifications/settings: whether the person also wants them by email. */
export const notificationSettingsSchema = z.strictObject({ email: z.boolean() });
