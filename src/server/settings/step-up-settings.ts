import { isIP } from 'node:net';
import { z } from 'zod';
import { stepUpModes, type StepUpMode } from '../../shared/step-up';
import { parseEnv, type EnvSource } from './parse-env';

const stepUpEnvSchema = z.object({
  /**
   * `passkey`: co-signing, the master password, cancelling and API-key changes need a fresh
   * passkey assertion once a person has registered one; `required`: refused until they have;
   * `off`: never asked.
   */
  STEP_UP: z.enum(stepUpModes).default('passkey'),
});

/** Passkeys for the money moments, and the relying party they belong to. */
export interface StepUpSettings {
  mode: StepUpMode;
  /** WebAuthn relying-party id: PUBLIC_URL's host name, without port. */
  rpId: string;
  /** The one origin an assertion may come from: PUBLIC_URL's. */
  origin: string;
}

/**
 * Browsers accept passkeys only for a domain name, on https or on http://localhost: a
 * dashboard reached at an IP address can register none, so `required` would refuse every
 * money moment. That is said at start-up rather than discovered at the first approval.
 */
export function parseStepUpSettings(source: EnvSource, publicUrl: string): StepUpSettings {
  const env = parseEnv(stepUpEnvSchema, source);
  const url = new URL(publicUrl);
  const rpId = url.hostname.replace(/^\[|\]$/g, '');
  if (env.STEP_UP === 'required' && isIP(rpId) !== 0) {
    throw new Error(
      `Invalid server settings:\n  - STEP_UP: required needs PUBLIC_URL with a host name (e.g. http://localhost:${url.port || '8080'}); browsers do not allow passkeys at an IP address such as ${rpId}.`,
    );
  }
  return { mode: env.STEP_UP, rpId, origin: url.origin };
}
