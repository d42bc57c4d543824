import type { MiddlewareHandler } from 'hono';

/**
 * Answers only requests addressed to this dashboard. A page on another domain
 * that resolves to this machine (DNS rebinding) is same-origin to itself, so
 * cookies, CORS and the cross-site write check all let it through; only the
 * `Host` it sends gives it away. Runs before every route, the webhook receiver
 * included. /healthz alone is exempt: load balancers probe it by address, and
 * it says nothing but up or down.
 */
export function hostAllowList(allowedHosts: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return async (c, next) => {
    // Stryker disable next-line StringLiteral: equivalent, no allowed host is empty or any other placeholder
    const host = (c.req.header('host') ?? '').toLowerCase();
    // A browser leaves out the scheme's default port; a hand-made request may not.
    if (allowed.has(host) || allowed.has(host.replace(/:(80|443)$/, ''))) return next();
    if (new URL(c.req.url).pathname === '/healthz') return next();
    // The answer names no allowed host: a rebound page can read it.
    return c.json(
      {
        error: 'misdirected-request',
        message:
          'This server does not answer for that host name. Open the dashboard at its own address.',
      },
      421,
    );
  };
}
