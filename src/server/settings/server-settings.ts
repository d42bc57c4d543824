import { z } from 'zod';
import { parseApiSettings, type ApiSettings } from './api-settings';
import { wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';
import { parseStoreSettings, type StoreSettings } from './store-settings';

const listenEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(1, 65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
});

export type ListenSettings = z.infer<typeof listenEnvSchema>;

/**
 * Every setting, grouped by the independent choices they make: where the
 * server listens, which API it talks to, and where it stores its own data.
 */
export interface ServerSettings {
  listen: ListenSettings;
  api: ApiSettings;
  store: StoreSettings;
}

export function parseServerSettings(source: EnvSource): ServerSettings {
  const store = parseStoreSettings(source);
  return {
    listen: parseEnv(listenEnvSchema, source),
    api: parseApiSettings(source, store.pool),
    store,
  };
}
