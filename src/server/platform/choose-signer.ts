import type { Actor, Refusal } from './proxy-ports';
import type { Credentials } from './signing';

/** Whose key signs a request: the person's own, the read-only service key, or the script's. */
export type Signer =
  | { kind: 'own-key'; credentials: Credentials }
  | { kind: 'service-key'; credentials: Credentials }
  | { kind: 'script' };

/**
 * The key step. Writes go out only under the acting person's own key; reads fall back to the
 * service key; a script that signed the request itself is passed through for the sandbox to
 * verify.
 */
export function chooseSigner(
  call: { isRead: boolean },
  actor: Actor,
  serviceKey: Credentials | undefined,
): { ok: true; signer: Signer } | { ok: false; refusal: Refusal } {
  if (actor.signedByScript) return { ok: true, signer: { kind: 'script' } };
  if (actor.credentials !== undefined) {
    return { ok: true, signer: { kind: 'own-key', credentials: actor.credentials } };
  }
  if (call.isRead && serviceKey !== undefined) {
    return { ok: true, signer: { kind: 'service-key', credentials: serviceKey } };
  }
  return {
    ok: false,
    refusal: {
      status: 403,
      error: 'no-api-key',
      message: call.isRead
        ? 'Add your API key under Settings to see this: no read-only service key is configured.'
        : 'Add your API key to create or approve orders (Settings).',
    },
  };
}
