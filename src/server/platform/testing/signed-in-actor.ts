import type { Actor, ActorLookup } from '../proxy-ports';

/**
 * The proxy's "who acts" lookup for a test: always the one person named, signed in with
 * `roles` and a key of their own whose secret is `apiSecret`.
 */
export function signedInActor(
  name: string,
  roles: Actor['roles'],
  apiSecret: string,
): () => Promise<ActorLookup> {
  const subject = name.toLowerCase();
  const actor: Actor = {
    subject,
    email: `${subject}@example.com`,
    name,
    roles,
    credentials: { apiKey: `key-${subject}`, apiSecret },
    signedByScript: false,
  };
  return () => Promise.resolve({ ok: true, actor });
}
