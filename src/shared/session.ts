import { z } from 'zod';
import { roles } from './access';
import { unstorableText } from './contracts/request-limits';
import { unsingleLineText } from './contracts/storable-input';

/** The signed-in person as the browser may know them: never a key, secret or session id. */
export const personSchema = z.object({
  /** Stable id from the identity provider (`sub`). */
  subject: z.string().min(1),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  /**
   * The provider's user id that owns this person's API key (`createdBy` and `coSigners`
   * hold these), when the server could tell; null otherwise.
   */
  providerUserId: z.string().nullable(),
  /** Whether the person has stored an API key of their own. */
  hasApiKey: z.boolean(),
  /** Whether reads without a key of their own go through the read-only service key. */
  readsWithServiceKey: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

/** GET /api/session when someone is signed in: which API, who, and until when. */
export const sessionSchema = z.object({
  signedIn: z.literal(true),
  mode: z.enum(['sandbox', 'upstream']),
  /** "Sandbox", or the upstream host. */
  environment: z.string(),
  person: personSchema,
  /**
   * How long until the session ends unless the person is active, from when this was sent.
   * A duration, not a time: the browser's clock may differ from the server's.
   */
  idleExpiresInMs: z.number(),
  /** How long until the session ends whatever happens, from when this was sent. */
  absoluteExpiresInMs: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * GET /api/session when nobody is: an answer, not a refusal (200, never on the record), so a
 * page asking before sign-in is neither an error in the browser nor a row in the activity log.
 */
export const signedOutSchema = z.object({
  signedIn: z.literal(false),
  /** `expired`: the browser's session ran out (the sign-in page says so); `none`: there was none. */
  reason: z.enum(['none', 'expired']),
  message: z.string(),
});
export type SignedOut = z.infer<typeof signedOutSchema>;

/** Every answer of GET /api/session. */
export const sessionAnswerSchema = z.discriminatedUnion('signedIn', [
  sessionSchema,
  signedOutSchema,
]);

/** POST /api/session/activity: how long the session now lasts without further activity. */
export const sessionActivitySchema = z.object({ idleExpiresInMs: z.number() });

/** GET /api/credentials: the person's own API key, shown by its last characters only. */
export const apiKeySummarySchema = z.object({
  keyLast4: z.string(),
  addedAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const credentialsResponseSchema = z.object({ apiKey: apiKeySummarySchema.nullable() });

/**
 * PUT /api/credentials body. The key travels in a request header, so it is printable ASCII; the
 * secret is any single line of text the store can hold.
 */
export const saveCredentialsRequestSchema = z.strictObject({
  apiKey: z
    .string()
    .trim()
    .min(1, 'Paste the API key')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'An API key has only letters, digits and symbols, no spaces'),
  apiSecret: z
    .string()
    .trim()
    .min(1, 'Paste the API secret')
    .max(500)
    .superRefine((value, ctx) => {
      const problem = unstorableText(value) ?? unsingleLineText(value);
      if (problem !== undefined)
        ctx.addIssue({ code: 'custom', message: `The API secret ${problem}` });
    }),
});
