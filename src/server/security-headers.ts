import type { MiddlewareHandler } from 'hono';

/**
 * No inline script anywhere: the SPA is one module bundle. Styles allow
 * inline because Mantine sets CSS variables through style attributes.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, the preload list's minimum; subdomains are not ours to decide. */
const strictTransportSecurity = 'max-age=63072000';

export function securityHeaders(options: { strictTransportSecurity: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only when people reach the dashboard over HTTPS: then a downgrade is an attack.
    if (options.strictTransportSecurity)
      c.header('Strict-Transport-Security', strictTransportSecurity);
    c.header('Content-Security-Policy', contentSecurityPolicy);
    c.header('X-Content-Type-Options', 'nosniff');
    // Never to another site; within this origin the browser then sends a real Origin on form
    // posts (with no-referrer it sends "null", which the cross-site check must refuse).
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
  };
}

/**
 * The server signs whatever reaches /platform, so a state-changing request
 * from another site must never get through (a form post could otherwise
 * place an order with the operator's identity).
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
      const foreignOrigin = origin !== undefined && originHost(origin) !== host;
      if (crossSite || foreignOrigin) {
        return c.json({ error: 'forbidden', message: 'Cross-site requests are refused.' }, 403);
      }
    }
    await next();
  };
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
