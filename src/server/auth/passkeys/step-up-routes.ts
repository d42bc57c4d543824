import { stepUpRequestSchema, type StepUpRequest } from '../../../shared/step-up';
import type { SqlClient } from '../../../store/sql-client';
import type { PlatformTarget } from '../../platform/forward-request';
import { readOrder } from '../../platform/read-order';
import { credentialsOf } from '../credentials-repository';
import { dashboardRouter, signedInSession } from '../../http/dashboard-router';
import type { SignedInSession } from '../session-store';
import {
  apiKeyAction,
  orderAction,
  passkeyAddAction,
  passkeyRemoveAction,
  type BoundAction,
} from './bound-actions';
import { passkeysOf } from './passkeys-repository';
import { registerFirst, type PasskeyStepUp } from './step-up-service';

type Failure = { status: 401 | 403 | 404 | 502; error: string; message: string };

export interface StepUpRoutesOptions {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  stepUp: PasskeyStepUp;
}

/**
 * POST /api/step-up: the challenge for one money moment. The browser names the request it is
 * about to send; what the challenge binds comes from the server's own reading (for an order,
 * the provider's order under the person's key), and the answer says it in words for the
 * passkey moment.
 */
export function stepUpRoutes({ db, target, encryptionKey, stepUp }: StepUpRoutesOptions) {
  const { app, serve } = dashboardRouter();

  async function bind(
    session: SignedInSession,
    request: StepUpRequest,
  ): Promise<BoundAction | Failure> {
    const { subject } = session;
    switch (request.action) {
      case 'api-key':
        return apiKeyAction(subject, request.apiKey);
      case 'passkey-add':
        return passkeyAddAction(subject);
      case 'passkey-remove': {
        const passkey = (await passkeysOf(db, subject)).find(
          (entry) => entry.id === request.passkeyId,
        );
        return passkey === undefined
          ? { status: 404, error: 'not-found', message: 'You have no passkey by that id.' }
          : passkeyRemoveAction(subject, passkey);
      }
      default: {
        const credentials = await credentialsOf(db, encryptionKey, subject);
        if (credentials === undefined) {
          return {
            status: 403,
            error: 'no-api-key',
            message: 'Add your API key to create or approve orders (Settings).',
          };
        }
        const read = await readOrder(target, credentials, request.orderId);
        if (!read.ok) return read;
        return orderAction(request.action, subject, read.order, request.bodyDigest);
      }
    }
  }

  serve('requestStepUp', async (c) => {
    const session = signedInSession(c);
    const parsed = stepUpRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ error: 'bad-request', message: 'Name the action to confirm.' }, 400);
    }
    c.header('Cache-Control', 'no-store');
    const needed = await stepUp.need(session.subject);
    if (needed === 'none') return c.json({ required: false });
    if (needed === 'register-first') return c.json(registerFirst, 403);
    const bound = await bind(session, parsed.data);
    if (!('digest' in bound)) {
      return c.json({ error: bound.error, message: bound.message }, bound.status);
    }
    return c.json(await stepUp.challenge(session.subject, bound));
  });

  return app;
}
