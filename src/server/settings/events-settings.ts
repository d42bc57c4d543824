import { z } from 'zod';
import { optionalText, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const eventsEnvSchema = z.object({
  /** The secret the provider signs its webhooks with; the sandbox makes one when unset. */
  COPPER_WEBHOOK_SECRET: optionalText.pipe(
    z.string().min(16, 'use at least 16 characters').optional(),
  ),
  /** Where the sandbox sends its webhooks; by default this server's own receiver. */
  SANDBOX_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Mail server for approvers' emails, e.g. smtps://user:password@mail.example.com:465. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  EMAIL_FROM: z.string().trim().min(3).default('Custody Ops <no-reply@localhost>'),
  /**
   * How long one live stream lasts before the server ends it and the browser reconnects
   * (resuming where it was): long-lived connections then spread over instances again.
   */
  LIVE_STREAM_MAX_SECONDS: wholeNumber(1, 24 * 3600).default(15 * 60),
});

/** Live events: the provider's webhooks in, and who is told by email. */
export interface EventsSettings {
  webhookSecret: string | undefined;
  sandboxWebhookUrl: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  liveStreamMaxMs: number;
}

export function parseEventsSettings(source: EnvSource): EventsSettings {
  const env = parseEnv(eventsEnvSchema, source);
  return {
    webhookSecret: env.COPPER_WEBHOOK_SECRET,
    sandboxWebhookUrl: env.SANDBOX_WEBHOOK_URL,
    smtpUrl: env.SMTP_URL,
    emailFrom: env.EMAIL_FROM,
    liveStreamMaxMs: env.LIVE_STREAM_MAX_SECONDS * 1000,
  };
}
