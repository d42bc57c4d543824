/**
 * Where the suite's servers listen, shared by playwright.config.ts and the specs.
 * E2E_PORT lets several suites run side by side on one machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

/**
 * A second server whose sandbox allows only a few requests per identity in its 5-minute
 * window, so a journey can spend the budget and meet the API's real 429. The main server's
 * limit stays out of reach: one server runs the whole suite.
 */
export const RATE_LIMITED_PORT = E2E_PORT + 1;

/**
 * The passkey journey's own server at http://localhost (browsers refuse passkeys at an IP
 * address), past the upstream suite's four, so no two servers of one suite ever share a port.
 */
export const PASSKEY_PORT = E2E_PORT + 6;

/** Requests per identity per 5 minutes on the rate-limited server. */
export const LOW_RATE_LIMIT_PER_5_MIN = 40;

export const rateLimitedBaseUrl = `http://127.0.0.1:${RATE_LIMITED_PORT}`;

/**
 * The upstream suite's own servers: a dashboard in upstream mode and the Prism mock it talks
 * to, for each pass (realistic, random).
 */
export const UPSTREAM_PORTS = {
  realistic: { dashboard: E2E_PORT + 2, prism: E2E_PORT + 4 },
  random: { dashboard: E2E_PORT + 3, prism: E2E_PORT + 5 },
} as const;
