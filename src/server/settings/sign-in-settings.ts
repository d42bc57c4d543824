import { z } from 'zod';
import { roles, type Role } from '../../shared/access';
import { base64Key, optionalText, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const roleMapSchema = optionalText.transform((text, ctx) => {
  const map = new Map<string, Role>();
  for (const pair of (text ?? '').split(',').filter((part) => part.trim() !== '')) {
    const [claimValue, role] = pair.split('=').map((part) => part.trim());
    const known = roles.find((entry) => entry === role);
    if (!claimValue || !known) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" is not claimValue=role with role one of ${roles.join(', ')}`,
      });
      return z.NEVER;
    }
    map.set(claimValue, known);
  }
  return map;
});

const signInEnvSchema = z
  .object({
    /** Where people reach the dashboard, e.g. https://custody.example.com; the redirect URI derives from it. */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The organisation's identity provider; unset: the embedded one at /idp. */
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** The ID-token claim that holds a person's roles. */
    OIDC_ROLES_CLAIM: z.string().trim().min(1).default('roles'),
    /** Claim values to dashboard roles, e.g. `Custody-Treasury=treasury,Custody-Approvers=approver`. */
    OIDC_ROLE_MAP: roleMapSchema,
    SESSION_IDLE_MINUTES: wholeNumber(1, 24 * 60).default(30),
    SESSION_ABSOLUTE_HOURS: wholeNumber(1, 7 * 24).default(12),
    /** Reverse proxies in front of the server: where sign-in throttling finds the client's address. */
    TRUSTED_PROXY_HOPS: wholeNumber(0, 10).default(0),
    /** AES-256-GCM key for API secrets at rest. */
    CREDENTIALS_ENCRYPTION_KEY: base64Key,
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER !== undefined && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (the dashboard is a confidential client); unset OIDC_ISSUER to use the embedded identity provider.',
      });
    }
  });

/** The organisation's own OpenID provider. */
export interface ExternalProvider {
  kind: 'external';
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SignInSettings {
  /** Origin people use, without a trailing slash. */
  publicUrl: string;
  /** Whether PUBLIC_URL was set, rather than derived from HOST and PORT. */
  publicUrlConfigured: boolean;
  /** The organisation's provider, or the embedded one at `${publicUrl}/idp`. */
  provider: ExternalProvider | { kind: 'embedded' };
  rolesClaim: string;
  /** Claim value → role; without an entry a value that names a role is taken as it. */
  roleMap: ReadonlyMap<string, Role>;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  /** How many proxies append to X-Forwarded-For before a request arrives; 0: none is trusted. */
  trustedProxyHops: number;
  encryptionKey: Buffer | undefined;
}

/** How people sign in: the identity provider, sessions and the key for their API secrets. */
export function parseSignInSettings(
  source: EnvSource,
  listen: { HOST: string; PORT: number },
): SignInSettings {
  const env = parseEnv(signInEnvSchema, source);
  const host = listen.HOST === '0.0.0.0' || listen.HOST === '::' ? '127.0.0.1' : listen.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${listen.PORT}`).replace(/\/+$/, '');
  return {
    publicUrl,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    provider:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            kind: 'external',
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : { kind: 'embedded' },
    rolesClaim: env.OIDC_ROLES_CLAIM,
    roleMap: env.OIDC_ROLE_MAP,
    idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteTimeoutMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    encryptionKey: env.CREDENTIALS_ENCRYPTION_KEY,
  };
}
