/** What the server checks and sets on every HTTP exchange, derived from where people reach it. */
export interface HttpSettings {
  /**
   * `Host` values this server answers to (lower case, with the port unless it is the
   * scheme's default). Anything else is a request for another site, e.g. a DNS-rebound
   * page on an attacker's domain that resolves to this machine.
   */
  allowedHosts: readonly string[];
  /** HTTPS in front of the server (PUBLIC_URL is https): browsers are told to stay on it. */
  strictTransportSecurity: boolean;
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts of PUBLIC_URL, and, when PUBLIC_URL is unset (a person's own machine),
 * the loopback names on the configured port, so both `localhost` and `127.0.0.1` work.
 */
export function parseHttpSettings(
  publicUrl: string,
  publicUrlConfigured: boolean,
  port: number,
): HttpSettings {
  const url = new URL(publicUrl);
  const hosts = new Set([url.host.toLowerCase()]);
  if (!publicUrlConfigured) {
    for (const name of loopbackNames) hosts.add(`${name}:${port}`);
  }
  return { allowedHosts: [...hosts], strictTransportSecurity: url.protocol === 'https:' };
}
