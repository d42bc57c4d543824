import { resolve } from 'node:path';
import { z } from 'zod';
import { parseApiSettings, type ApiSettings } from './api-settings';
import { parseAuditSettings, type AuditSettings } from './audit-settings';
import { parseEventsSettings, type EventsSettings } from './events-settings';
import { wholeNumber } from './env-values';
import { parseHttpSettings, type HttpSettings } from './http-settings';
import { parseOperationsSettings, type OperationsSettings } from './operations-settings';
import { parseEnv, type EnvSource } from './parse-env';
import { parseSignInSettings, type SignInSettings } from './sign-in-settings';
import { parseStepUpSettings, type StepUpSettings } from './step-up-settings';
import { parseStoreSettings, type StoreSettings } from './store-settings';

const listenEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(1, 65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
});

export type ListenSettings = z.infer<typeof listenEnvSchema>;

/**
 * Every setting, grouped by the independent choices they make: where the
 * server listens, which API it talks to, how people sign in, and where it
 * stores its own data.
 */
export interface ServerSettings {
  listen: ListenSettings;
  api: ApiSettings;
  signIn: SignInSettings;
  store: StoreSettings;
  events: EventsSettings;
  http: HttpSettings;
  audit: AuditSettings;
  operations: OperationsSettings;
  stepUp: StepUpSettings;
}

export function parseServerSettings(source: EnvSource): ServerSettings {
  const store = parseStoreSettings(source);
  const listen = parseEnv(listenEnvSchema, source);
  const api = parseApiSettings(source, store.pool);
  const signIn = parseSignInSettings(source, listen);
  if (api.kind === 'upstream' && signIn.encryptionKey === undefined) {
    throw new Error(
      "Invalid server settings:\n  - CREDENTIALS_ENCRYPTION_KEY: upstream mode stores each person's API secret encrypted with it; set 32 random bytes, base64-encoded (openssl rand -base64 32).",
    );
  }
  if (
    store.location.engine === 'pglite' &&
    api.kind === 'sandbox' &&
    api.location.engine === 'pglite' &&
    store.location.dataDir !== 'memory' &&
    resolve(store.location.dataDir) === resolve(api.location.dataDir)
  ) {
    throw new Error(
      `Invalid server settings:\n  - DATA_DIR and SANDBOX_DATA_DIR both name ${store.location.dataDir}: the server's store and the sandbox's store are two embedded databases and each needs a folder of its own.`,
    );
  }
  const http = parseHttpSettings(signIn.publicUrl, signIn.publicUrlConfigured, listen.PORT);
  return {
    listen,
    api,
    signIn,
    store,
    events: parseEventsSettings(source),
    http,
    audit: parseAuditSettings(source, store.location),
    operations: parseOperationsSettings(source, api, listen.NODE_ENV),
    stepUp: parseStepUpSettings(source, signIn.publicUrl),
  };
}
