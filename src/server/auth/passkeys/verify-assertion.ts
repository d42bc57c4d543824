import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { z } from 'zod';
import { base64url } from '../../../shared/step-up';
import type { SqlClient } from '../../../store/sql-client';
import type { BoundAction } from './bound-actions';
import { boundDigestOf, findChallenge, useChallenge } from './challenges-repository';
import { findPasskey, notePasskeyUse, type StoredPasskey } from './passkeys-repository';

/** The relying party assertions must come from. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

export type AssertionCheck =
  | { ok: true; passkey: StoredPasskey }
  | { ok: false; error: string; message: string; passkey?: StoredPasskey };

/** AuthenticationResponseJSON as a browser sends it; the WebAuthn library checks the rest. */
const assertionSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

const clientDataSchema = z.object({ challenge: base64url.min(1) });

function decodeJson(encoded: string): unknown {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return value;
  } catch {
    return undefined;
  }
}

/** The refusal of a money moment sent without a passkey assertion. */
export const passkeyNeeded = {
  error: 'passkey-needed',
  message:
    'Confirm this with your passkey: it needs a fresh passkey check, so a session alone approves nothing.',
};

const refused = (error: string, message: string): AssertionCheck => ({ ok: false, error, message });

/**
 * Whether `header` is a fresh assertion, by one of `subject`'s passkeys, over a challenge
 * issued to them for exactly `bound`. The signature is checked before anything changes; the
 * challenge is then used up in one statement, so an assertion approves one action, once.
 */
export async function verifyAssertion(
  db: SqlClient,
  party: RelyingParty,
  input: { subject: string; header: string | undefined; bound: BoundAction },
  nowMs: number,
): Promise<AssertionCheck> {
  if (input.header === undefined || input.header === '') {
    return refused(passkeyNeeded.error, passkeyNeeded.message);
  }
  const assertion = assertionSchema.safeParse(decodeJson(input.header.slice(0, 16_000)));
  const clientData = assertion.success
    ? clientDataSchema.safeParse(decodeJson(assertion.data.response.clientDataJSON))
    : undefined;
  if (!assertion.success || !clientData?.success) {
    return refused('passkey-unreadable', 'The passkey confirmation sent is not readable.');
  }
  const { challenge } = clientData.data;
  const stored = await findChallenge(db, challenge);
  if (stored?.subject !== input.subject) {
    return refused(
      'passkey-challenge-unknown',
      'This passkey confirmation answers no challenge given to you. Confirm again.',
    );
  }
  if (stored.used_at !== null) {
    return refused(
      'passkey-replayed',
      'This passkey confirmation was already used: each one confirms one action, once.',
    );
  }
  if (stored.expires_at < nowMs) {
    return refused(
      'passkey-stale',
      'This passkey confirmation is too old (they last 2 minutes). Confirm again.',
    );
  }
  const digest = input.bound.digest.toString('hex');
  if (stored.action !== input.bound.action || stored.action_digest !== digest) {
    return refused(
      'passkey-other-action',
      'This passkey confirmation was made for another action (another order, amount, destination or request); it confirms nothing else.',
    );
  }
  // The signed challenge itself names the action; the stored row alone is not trusted for it.
  if (boundDigestOf(challenge) !== digest) {
    return refused('passkey-other-action', 'The passkey confirmation does not bind this action.');
  }
  const passkey = await findPasskey(db, assertion.data.id);
  if (passkey?.subject !== input.subject) {
    return refused('passkey-unknown', 'That passkey is not registered to you.');
  }
  const result = await verifyAuthenticationResponse({
    response: assertion.data,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification: true,
    // The library throws on a bad signature, origin, RP id or counter: all one refusal here.
  }).catch(() => undefined);
  if (result?.verified !== true) {
    return {
      ...refused(
        'passkey-invalid',
        'The passkey signature does not check out for this site, this challenge and your passkey.',
      ),
      passkey,
    };
  }
  if (!(await useChallenge(db, challenge, input.subject, nowMs))) {
    return refused(
      'passkey-replayed',
      'This passkey confirmation was already used: each one confirms one action, once.',
    );
  }
  await notePasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, nowMs);
  return { ok: true, passkey };
}
