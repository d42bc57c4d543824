import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  creationOptionsSchema,
  passkeyRegistrationRequestSchema,
  passkeyRegistrationSchema,
  STEP_UP_HEADER,
  type PasskeysResponse,
} from '../../../shared/step-up';
import type { SqlClient } from '../../../store/sql-client';
import type { StepUpSettings } from '../../settings/step-up-settings';
import { dashboardRouter, signedInSession } from '../../http/dashboard-router';
import { passkeyAddAction, passkeyRemoveAction, registerAction } from './bound-actions';
import {
  boundDigestOf,
  findChallenge,
  issueChallenge,
  useChallenge,
} from './challenges-repository';
import { addPasskey, passkeysOf, removePasskey } from './passkeys-repository';
import type { PasskeyEvents, PasskeyStepUp } from './step-up-service';

/**
 * EdDSA, ES256 and RS256: what passkeys use. Named, because the library's default adds
 * ML-DSA where the runtime has it, which Node still flags as experimental at every use.
 */
const ALGORITHMS = [-8, -7, -257];

/** Enough for a laptop, a phone and spare keys; a bound on what one session can add. */
const MAX_PASSKEYS = 10;

export interface PasskeyRoutesOptions {
  db: SqlClient;
  settings: StepUpSettings;
  stepUp: PasskeyStepUp;
  now: () => number;
  events?: PasskeyEvents | undefined;
}

const clientDataSchema = z.object({ challenge: z.string().min(1) });

/** The challenge the browser says it answered; checked against the store below. */
function clientChallenge(clientDataJSON: string): string | undefined {
  try {
    const parsed = clientDataSchema.safeParse(
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /api/passkeys: a person's own passkeys. The first is registered with the session alone;
 * once there is one, adding another or removing one needs a passkey too, or a stolen session
 * could add its own or remove the person's and approve freely.
 */
export function passkeyRoutes({ db, settings, stepUp, now, events }: PasskeyRoutesOptions) {
  const { app, serve } = dashboardRouter();
  const party = { rpID: settings.rpId, origin: settings.origin };

  serve('listPasskeys', async (c) => {
    const session = signedInSession(c);
    const passkeys = await passkeysOf(db, session.subject);
    c.header('Cache-Control', 'no-store');
    const body: PasskeysResponse = {
      mode: settings.mode,
      rpId: settings.rpId,
      passkeys: passkeys.map(({ id, name, addedAt, lastUsedAt }) => ({
        id,
        name,
        addedAt,
        lastUsedAt,
      })),
    };
    return c.json(body);
  });

  serve('startPasskeyRegistration', async (c) => {
    const session = signedInSession(c);
    const parsed = passkeyRegistrationRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join('; ');
      return c.json({ error: 'bad-request', message }, 400);
    }
    const existing = await passkeysOf(db, session.subject);
    if (existing.length >= MAX_PASSKEYS) {
      const message = `You have ${MAX_PASSKEYS} passkeys, the most one person may register. Remove one first.`;
      return c.json({ error: 'too-many-passkeys', message }, 409);
    }
    if (existing.length > 0) {
      const confirmed = await stepUp.confirm(
        session,
        c.req.header(STEP_UP_HEADER),
        () => Promise.resolve(passkeyAddAction(session.subject)),
        c,
      );
      if (!confirmed.ok) return c.json({ error: confirmed.error, message: confirmed.message }, 403);
    }
    const bound = registerAction(session.subject, parsed.data.name);
    const issued = await issueChallenge(
      db,
      { subject: session.subject, action: bound.action, actionDigest: bound.digest },
      now(),
    );
    const options = await generateRegistrationOptions({
      rpName: 'Custody Ops Dashboard',
      rpID: party.rpID,
      userName: session.email,
      userDisplayName: session.name,
      // Stable per person and says nothing about them: the same account on every passkey.
      userID: new Uint8Array(
        createHash('sha256').update(`passkey-user\n${session.subject}`).digest(),
      ),
      challenge: new Uint8Array(Buffer.from(issued.challenge, 'base64url')),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
      timeout: 60_000,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ options: creationOptionsSchema.parse(options), expiresAt: issued.expiresAt });
  });

  serve('addPasskey', async (c) => {
    const session = signedInSession(c);
    const parsed = passkeyRegistrationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: 'That is not a passkey registration.' }, 400);
    }
    const { name, response } = parsed.data;
    const refuse = async (error: string, message: string) => {
      await events?.refused(session, registerAction(session.subject, name), { error, message }, c);
      return c.json({ error, message }, 403);
    };
    const challenge = clientChallenge(response.response.clientDataJSON);
    const stored = challenge === undefined ? undefined : await findChallenge(db, challenge);
    const bound = registerAction(session.subject, name);
    if (
      challenge === undefined ||
      stored?.subject !== session.subject ||
      stored.action !== 'register' ||
      stored.used_at !== null ||
      stored.expires_at < now() ||
      boundDigestOf(challenge) !== bound.digest.toString('hex')
    ) {
      return refuse(
        'passkey-challenge-unknown',
        'This registration answers no current request of yours (it may have taken over 2 minutes). Start again.',
      );
    }
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
    } catch {
      verification = undefined;
    }
    if (!verification?.verified) {
      return refuse(
        'passkey-invalid',
        'The passkey registration does not check out for this site.',
      );
    }
    if (!(await useChallenge(db, challenge, session.subject, now()))) {
      return refuse('passkey-replayed', 'This registration was already used. Start again.');
    }
    const { credential } = verification.registrationInfo;
    const added = await addPasskey(db, {
      id: credential.id,
      subject: session.subject,
      name,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      addedAt: now(),
    });
    if (!added) {
      return c.json({ error: 'conflict', message: 'This passkey is already registered.' }, 409);
    }
    await events?.registered(session, name, c);
    return c.json({ id: credential.id, name, addedAt: now(), lastUsedAt: null }, 201);
  });

  serve('removePasskey', async (c) => {
    const session = signedInSession(c);
    const passkey = (await passkeysOf(db, session.subject)).find(
      (entry) => entry.id === c.req.param('id'),
    );
    if (passkey === undefined) {
      return c.json({ error: 'not-found', message: 'You have no passkey by that id.' }, 404);
    }
    const confirmed = await stepUp.confirm(
      session,
      c.req.header(STEP_UP_HEADER),
      () => Promise.resolve(passkeyRemoveAction(session.subject, passkey)),
      c,
    );
    if (!confirmed.ok) return c.json({ error: confirmed.error, message: confirmed.message }, 403);
    if (await removePasskey(db, session.subject, passkey.id)) {
      await events?.removed(session, passkey.name, c);
    }
    return c.json({ removed: passkey.id });
  });

  return app;
}
