import { z } from 'zod';

/** A demo identity as the browser may know it: never its key or secret. */
export const publicIdentitySchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  /** What the identity may do, e.g. `read`, `create-orders`, `co-sign`. */
  permissions: z.array(z.string()),
});

export type PublicIdentity = z.infer<typeof publicIdentitySchema>;

/** GET /api/session: which API the server talks to and who the browser acts as. */
export const sessionSchema = z.object({
  mode: z.enum(['sandbox', 'upstream']),
  /** "Sandbox", or the upstream host. */
  environment: z.string(),
  identities: z.array(publicIdentitySchema),
  actingAs: publicIdentitySchema.nullable(),
});

export type Session = z.infer<typeof sessionSchema>;

export const actingAsResponseSchema = z.object({ actingAs: publicIdentitySchema });
