import { z } from 'zod';
import { nonEmptyString, sha256Hex } from './contracts/primitives';

/**
 * Step-up: the money moments need a fresh passkey assertion whose challenge binds the exact
 * action. The browser asks POST /api/step-up for a challenge naming the action, has the
 * person's passkey sign it, and sends the assertion with the write in this header.
 */
export const STEP_UP_HEADER = 'x-passkey-assertion';

/**
 * `passkey`: needed once a person has registered a passkey; `required`: the money moments are
 * refused until they have; `off`: never asked.
 */
export const stepUpModes = ['passkey', 'required', 'off'] as const;
export type StepUpMode = (typeof stepUpModes)[number];

/** The writes to an order that need a passkey, by the operation that sends them. */
export const orderStepUpActions = ['co-sign', 'master-password', 'cancel'] as const;
export type OrderStepUpAction = (typeof orderStepUpActions)[number];

/** What a person asks a challenge for: the exact request they are about to send. */
export const stepUpRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(orderStepUpActions),
    orderId: nonEmptyString,
    /**
     * SHA-256 (lowercase hex) of the write's body exactly as it will be sent: the challenge
     * binds it, and the server compares it with the body that arrives. Only the digest travels,
     * so a master password's hash is not sent twice.
     */
    bodyDigest: sha256Hex,
  }),
  z.strictObject({ action: z.literal('api-key'), apiKey: z.string().trim().min(1).max(200) }),
  z.strictObject({ action: z.literal('passkey-add') }),
  z.strictObject({ action: z.literal('passkey-remove'), passkeyId: nonEmptyString }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
export type StepUpAction = StepUpRequest['action'];

/**
 * What the passkey is about to confirm, as the server derived it (from the provider's own
 * order, not from what the browser said): shown in the passkey moment.
 */
export const stepUpSummarySchema = z.object({
  action: z.enum([...orderStepUpActions, 'api-key', 'passkey-add', 'passkey-remove']),
  orderId: z.string().optional(),
  approvalCode: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  destination: z
    .object({
      address: z.string().optional(),
      cryptoAddressId: z.string().optional(),
      portfolioId: z.string().optional(),
    })
    .optional(),
  keyLast4: z.string().optional(),
  passkeyName: z.string().optional(),
});
export type StepUpSummary = z.infer<typeof stepUpSummarySchema>;

const transports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(transports)).optional(),
});

/** What the browser's `navigator.credentials.get` is handed (WebAuthn's JSON form). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerification.optional(),
});

/** What the browser's `navigator.credentials.create` is handed (WebAuthn's JSON form). */
export const creationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
});

/** POST /api/step-up: no passkey needed, or the options for `navigator.credentials.get`. */
export const stepUpChallengeSchema = z.discriminatedUnion('required', [
  z.object({ required: z.literal(false) }),
  z.object({
    required: z.literal(true),
    summary: stepUpSummarySchema,
    options: requestOptionsSchema,
    /** When the challenge stops being accepted (epoch ms). */
    expiresAt: z.number(),
  }),
]);
export type StepUpChallenge = z.infer<typeof stepUpChallengeSchema>;

/** A registered passkey as its owner sees it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  addedAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** GET /api/passkeys: the person's passkeys and whether the money moments need one. */
export const passkeysResponseSchema = z.object({
  mode: z.enum(stepUpModes),
  /** The relying party the passkeys belong to (PUBLIC_URL's host). */
  rpId: z.string(),
  passkeys: z.array(passkeySummarySchema),
});
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Name the passkey, e.g. "Work laptop" or "Blue security key".' })
  .max(60, { error: 'At most 60 characters.' });

/** POST /api/passkeys/registration: the name the new passkey will carry. */
export const passkeyRegistrationRequestSchema = z.strictObject({ name: passkeyNameSchema });

/** POST /api/passkeys/registration's answer: the options for `navigator.credentials.create`. */
export const passkeyRegistrationStartedSchema = z.object({ options: creationOptionsSchema });

/** WebAuthn's binary fields as JSON carries them: base64url, bounded. */
export const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(8_000);

/** RegistrationResponseJSON as the browser hands it over; the WebAuthn library checks the rest. */
export const registrationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().optional(),
    transports: z.array(z.enum(transports)).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** POST /api/passkeys: the name and the browser's registration response. */
export const passkeyRegistrationSchema = z.strictObject({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
