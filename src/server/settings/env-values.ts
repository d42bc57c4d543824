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
