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

/** The headers every answer carries, in order; HSTS only when people reach the dashboard over HTTPS. */
export function securityHeaderList(options: {
  strictTransportSecurity: boolean;
}): readonly (readonly [string, string])[] {
  return [
    // Only when people reach the dashboard over HTTPS: then a downgrade is an attack.
    ...(options.strictTransportSecurity
      ? [['Strict-Transport-Security', strictTransportSecurity] as const]
      : []),
    ['Content-Security-Policy', contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    // Never to another site; within this origin the browser then sends a real Origin on form
    // posts (with no-referrer it sends "null", which the cross-site check must refuse).
    ['Referrer-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export function securityHeaders(options: { strictTransportSecurity: boolean }): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.header(name, value);
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
