import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { accountEndpoints } from '../shared/dashboard-api/account-endpoints';
import {
  registrationResponseSchema,
  STEP_UP_HEADER,
  type PasskeySummary,
  type StepUpChallenge,
  type StepUpRequest,
} from '../shared/step-up';
import { callDashboard } from './call-dashboard';
import { sha256Hex } from './sha256-hex';

/** The browser could not get a passkey answer: cancelled, timed out, or no passkey here. */
export class PasskeyPromptError extends Error {
  override readonly name = 'PasskeyPromptError';

  constructor(
    readonly reason: 'cancelled' | 'unsupported' | 'not-here' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** Whether this page can use passkeys at all (a secure context with WebAuthn). */
export function passkeysAvailable(): boolean {
  return window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** The browser's WebAuthn failure in words; nothing was sent when it happens. */
function promptError(error: unknown): PasskeyPromptError {
  // DOMException is an Error in browsers, but not everywhere: read its name either way.
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyPromptError(
      'cancelled',
      'The passkey prompt was cancelled or timed out. Try again when ready.',
    );
  }
  if (name === 'InvalidStateError') {
    return new PasskeyPromptError('failed', 'This passkey is already registered to you.');
  }
  if (name === 'SecurityError') {
    return new PasskeyPromptError(
      'not-here',
      'This browser refuses passkeys at this address: open the dashboard at its own name (https, or http://localhost).',
    );
  }
  return new PasskeyPromptError(
    'failed',
    `The passkey could not answer (${error instanceof Error ? error.message : name || 'unknown error'}).`,
  );
}

type OrderStepUpRequest = Extract<StepUpRequest, { bodyDigest: string }>;

/** What a dialog asks to confirm: a write to an order names the exact body it will send. */
export type StepUpInput =
  | Exclude<StepUpRequest, OrderStepUpRequest>
  | (Omit<OrderStepUpRequest, 'bodyDigest'> & { body: string });

/**
 * POST /api/step-up: whether `input` needs a passkey, and if so its challenge and summary.
 * Only the body's digest is sent: the challenge binds it, and the server compares it with
 * the body the write then carries.
 */
export async function requestStepUp(input: StepUpInput): Promise<StepUpChallenge> {
  const request: StepUpRequest =
    'body' in input
      ? { action: input.action, orderId: input.orderId, bodyDigest: await sha256Hex(input.body) }
      : input;
  return callDashboard(accountEndpoints.requestStepUp, { body: request });
}

/** Has a passkey sign `challenge`; the headers the write then carries. */
export async function signWithPasskey(
  challenge: Extract<StepUpChallenge, { required: true }>,
): Promise<Record<string, string>> {
  if (!passkeysAvailable()) {
    throw new PasskeyPromptError(
      'unsupported',
      'This browser cannot use passkeys on this page (it needs https, or http://localhost).',
    );
  }
  try {
    const assertion = await startAuthentication({ optionsJSON: challenge.options });
    const encoded = btoa(JSON.stringify(assertion))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    return { [STEP_UP_HEADER]: encoded };
  } catch (error) {
    throw promptError(error);
  }
}

export async function fetchPasskeys() {
  return callDashboard(accountEndpoints.listPasskeys);
}

/**
 * Registers a new passkey named `name`: the server's options, the browser's prompt, the
 * server's check. `stepUp` carries the assertion of an existing passkey, once there is one.
 */
export async function registerPasskey(
  name: string,
  stepUp: Record<string, string> = {},
): Promise<PasskeySummary> {
  const { options } = await callDashboard(accountEndpoints.startPasskeyRegistration, {
    body: { name },
    headers: stepUp,
  });
  let response;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch (error) {
    throw promptError(error);
  }
  // Sent only in the shape the contract declares; the server checks it again.
  const registration = registrationResponseSchema.parse(response);
  return callDashboard(accountEndpoints.addPasskey, { body: { name, response: registration } });
}

export async function removePasskey(id: string, stepUp: Record<string, string>): Promise<void> {
  await callDashboard(accountEndpoints.removePasskey, { params: { id }, headers: stepUp });
}
