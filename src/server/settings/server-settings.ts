import { z } from 'zod';
import { parseApiSettings, type ApiSettings } from './api-settings';
import { parseEventsSettings, type EventsSettings } from './events-settings';
import { wholeNumber } from './env-values';
import { parseHttpSettings, type HttpSettings } from './http-settings';
import { parseOperationsSettings, type OperationsSettings } from './operations-settings';
import { parseEnv, type EnvSource } from './parse-env';
import { parseSignInSettings, type SignInSettings } from './sign-in-settings';
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
  operations: OperationsSettings;
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
  const http = parseHttpSettings(signIn.publicUrl, signIn.publicUrlConfigured, listen.PORT);
  return {
    listen,
    api,
    signIn,
    store,
    events: parseEventsSettings(source),
    http,
    operations: parseOperationsSettings(source, api, listen.NODE_ENV),
  };
}
