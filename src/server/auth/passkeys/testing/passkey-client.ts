import { z } from 'zod';
import { orderSchema, type Order } from '../../../../shared/contracts/orders';
import {
  creationOptionsSchema,
  stepUpChallengeSchema,
  STEP_UP_HEADER,
  type StepUpRequest,
} from '../../../../shared/step-up';
import type { BrowserClient } from '../../../testing/browser-client';
import { assertionHeader, type softAuthenticator } from './soft-authenticator';

type Authenticator = ReturnType<typeof softAuthenticator>;

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A signed-in person's passkey moves, as the browser makes them, for server tests. */
export function passkeyClient(client: BrowserClient, authenticator: Authenticator) {
  async function challenge(request: StepUpRequest) {
    const response = await client.send('/api/step-up', json('POST', request));
    return { status: response.status, body: z.unknown().parse(await response.json()) };
  }

  /** Asks for the challenge of `request` and signs it; the header value the write carries. */
  async function confirm(request: StepUpRequest): Promise<string> {
    const answer = stepUpChallengeSchema.parse((await challenge(request)).body);
    if (!answer.required) throw new Error('no passkey was asked for');
    return assertionHeader(authenticator.assert(answer.options.challenge));
  }

  async function register(name: string, stepUp?: string): Promise<Response> {
    const started = await client.send(
      '/api/passkeys/registration',
      json('POST', { name }, stepUp === undefined ? {} : { [STEP_UP_HEADER]: stepUp }),
    );
    if (started.status !== 200) return started;
    const { options } = z.object({ options: creationOptionsSchema }).parse(await started.json());
    return client.send(
      '/api/passkeys',
      json('POST', { name, response: authenticator.register(options) }),
    );
  }

  /** PATCH /platform/orders/{id} as the dashboard sends a money moment. */
  function patchOrder(orderId: string, contentType: string, body: string, stepUp?: string) {
    return client.send(`/platform/orders/${encodeURIComponent(orderId)}`, {
      method: 'PATCH',
      headers: {
        'content-type': contentType,
        ...(stepUp === undefined ? {} : { [STEP_UP_HEADER]: stepUp }),
      },
      body,
    });
  }

  async function order(orderId: string): Promise<Order> {
    const response = await client.send(`/platform/orders/${encodeURIComponent(orderId)}`);
    return orderSchema.parse(await response.json());
  }

  return { challenge, confirm, register, patchOrder, order };
}

export const coSignType = 'application/vnd.co-sign-order+json';
export const cancelType = 'application/vnd.cancel-order+json';
