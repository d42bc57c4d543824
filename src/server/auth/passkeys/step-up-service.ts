import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { Context } from 'hono';
import { requestOptionsSchema, type StepUpChallenge } from '../../../shared/step-up';
import type { SqlClient } from '../../../store/sql-client';
import type { Refusal, StepUpGate } from '../../platform/proxy-ports';
import type { StepUpSettings } from '../../settings/step-up-settings';
import { bodyDigestOf, orderAction, type BoundAction } from './bound-actions';
import { issueChallenge } from './challenges-repository';
import { passkeysOf } from './passkeys-repository';
import { passkeyNeeded, verifyAssertion } from './verify-assertion';

/** Who acts: the signed-in person. */
export interface Who {
  subject: string;
  email: string;
  name: string;
  roles: readonly string[];
}

/** What goes on the record: every assertion, registration and removal, and every refusal. */
export interface PasskeyEvents {
  asserted(who: Who, bound: BoundAction, passkeyName: string, c: Context): Promise<unknown>;
  refused(
    who: Who,
    bound: BoundAction | undefined,
    refusal: { error: string; message: string },
    c: Context,
  ): Promise<unknown>;
  registered(who: Who, passkeyName: string, c: Context): Promise<unknown>;
  removed(who: Who, passkeyName: string, c: Context): Promise<unknown>;
}

export type Confirmation = { ok: true } | ({ ok: false } & Refusal);

/** A refusal for people who must register a passkey first (`STEP_UP=required`). */
export const registerFirst = {
  error: 'passkey-required',
  message:
    'This needs a passkey, and you have none yet. Register one under Settings → Passkeys, then try again.',
};

/**
 * Step-up with passkeys: whether a person must confirm, the challenge that binds what they
 * confirm, and the check of their answer. Used by the /platform gate for orders and by the
 * account routes for API keys and passkeys themselves.
 */
export function passkeyStepUp(options: {
  db: SqlClient;
  settings: StepUpSettings;
  now: () => number;
  events?: PasskeyEvents | undefined;
}) {
  const { db, settings, now, events } = options;

  /** `none`: go on; `passkey`: a fresh assertion is needed; `register-first`: refused. */
  async function need(subject: string): Promise<'none' | 'passkey' | 'register-first'> {
    if (settings.mode === 'off') return 'none';
    const passkeys = await passkeysOf(db, subject);
    if (passkeys.length > 0) return 'passkey';
    return settings.mode === 'required' ? 'register-first' : 'none';
  }

  /** A challenge for `bound`, to be signed by one of the person's passkeys. */
  async function challenge(subject: string, bound: BoundAction): Promise<StepUpChallenge> {
    const passkeys = await passkeysOf(db, subject);
    const issued = await issueChallenge(
      db,
      { subject, action: bound.action, actionDigest: bound.digest },
      now(),
    );
    const options = await generateAuthenticationOptions({
      rpID: settings.rpId,
      challenge: new Uint8Array(Buffer.from(issued.challenge, 'base64url')),
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      userVerification: 'required',
      timeout: 60_000,
    });
    return {
      required: true,
      summary: bound.summary,
      options: requestOptionsSchema.parse(options),
      expiresAt: issued.expiresAt,
    };
  }

  async function refuse(
    who: Who,
    bound: BoundAction | undefined,
    refusal: { error: string; message: string },
    c: Context,
  ): Promise<Confirmation> {
    await events?.refused(who, bound, refusal, c);
    return { ok: false, status: 403, ...refusal };
  }

  /** Whether `who` may go on with `bound`, given the assertion header they sent. */
  async function confirm(
    who: Who,
    header: string | undefined,
    bound: () => Promise<BoundAction | Confirmation>,
    c: Context,
  ): Promise<Confirmation> {
    const needed = await need(who.subject);
    if (needed === 'none') return { ok: true };
    if (needed === 'register-first') return refuse(who, undefined, registerFirst, c);
    // Without an assertion there is nothing to check: the order need not be read.
    if (header === undefined || header === '') return refuse(who, undefined, passkeyNeeded, c);
    const action = await bound();
    if ('ok' in action) return action;
    const check = await verifyAssertion(
      db,
      settings,
      { subject: who.subject, header, bound: action },
      now(),
    );
    if (!check.ok) return refuse(who, action, check, c);
    await events?.asserted(who, action, check.passkey.name, c);
    return { ok: true };
  }

  const gate: StepUpGate = {
    async check(call, c) {
      const confirmed = await confirm(
        call.actor,
        call.assertion,
        async () => {
          const read = await call.readOrder();
          if (!read.ok) return read;
          return orderAction(call.action, call.actor.subject, read.order, bodyDigestOf(call.body));
        },
        c,
      );
      if (confirmed.ok) return undefined;
      return { status: confirmed.status, error: confirmed.error, message: confirmed.message };
    },
  };

  return { need, challenge, confirm, gate };
}

export type PasskeyStepUp = ReturnType<typeof passkeyStepUp>;
