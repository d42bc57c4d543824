import { z } from 'zod';

/** An optional setting: unset and blank both mean "not set". */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// URL',
});

export function wholeNumber(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

/** 32 bytes, base64-encoded. */
export const base64KeyBytes = z
  .string()
  .trim()
  .refine((value) => Buffer.from(value, 'base64').length === 32, {
    message: 'must be 32 bytes, base64-encoded (e.g. openssl rand -base64 32)',
  })
  .transform((value) => Buffer.from(value, 'base64'));

/** An optional key: 32 bytes, base64-encoded. */
export const base64Key = optionalText.pipe(base64KeyBytes.optional());
