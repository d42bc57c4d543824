import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The session cookie: an opaque id, HttpOnly (no script reads it), SameSite=Lax
 * (not sent on cross-site posts), and over HTTPS Secure with the `__Host-`
 * prefix, which pins it to this exact origin.
 */
export function sessionCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const name = secure ? '__Host-custody_session' : 'custody_session';
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
  return {
    read: (c: Context): string | undefined => getCookie(c, name),
    write: (c: Context, id: string) => setCookie(c, name, id, options),
    clear: (c: Context) => deleteCookie(c, name, options),
  };
}

export type SessionCookie = ReturnType<typeof sessionCookie>;
