import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SIGN_IN_FLOW_TTL_MS } from './sign-in-flows';

/** 256 random bits, base64url: what a cookie this server made looks like. */
const BINDING = /^[\w-]{43}$/;

function bindingHash(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}

/**
 * The sign-in flow cookie binds a sign-in to the browser that began it, against login CSRF:
 * the flow in the store keeps the SHA-256 of this cookie's random value, and the callback
 * finishes only a flow whose hash matches the cookie the browser brings. An attacker's
 * callback URL opened in someone else's browser finds no match.
 *
 * HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back, not on cross-site
 * subrequests), as long-lived as a flow, and over HTTPS `__Host-`, so no sibling subdomain can
 * plant its own value (cookie tossing would otherwise defeat the binding). One value serves
 * every flow the browser begins meanwhile, so sign-ins begun in two tabs both finish.
 */
export function flowCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const name = secure ? '__Host-custody_sign_in' : 'custody_sign_in';
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: SIGN_IN_FLOW_TTL_MS / 1000,
  } as const;
  const read = (c: Context): string | undefined => {
    const value = getCookie(c, name);
    return value !== undefined && BINDING.test(value) ? value : undefined;
  };
  return {
    /** Sets (or renews) the cookie and returns the hash a new flow stores. */
    begin(c: Context): string {
      const binding = read(c) ?? randomBytes(32).toString('base64url');
      setCookie(c, name, binding, options);
      return bindingHash(binding);
    },
    /** Whether this browser holds the cookie whose hash the flow stored. */
    matches(c: Context, storedHash: string): boolean {
      const binding = read(c);
      if (binding === undefined) return false;
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(bindingHash(binding), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type FlowCookie = ReturnType<typeof flowCookie>;
