import { z } from 'zod';
import { readable } from './readable';
import { boundedText, maxAmountDigits, maxPageLimit, textLimits } from './request-limits';

/**
 * Value of an open enum: one of the known values, or any other non-empty string.
 * `string & {}` keeps editor completion for the known values without narrowing the type.
 */
export type OpenEnumValue<T extends readonly string[]> = T[number] | (string & {});

/**
 * Response enum that accepts values the provider adds later (rule 6: an unknown status is a
 * neutral badge, never a crash). Use `isKnownValue` to narrow to the known union.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(knownValues: T) {
  return z
    .custom<OpenEnumValue<T>>((value) => typeof value === 'string' && value.length > 0, {
      error: 'Expected a non-empty string',
    })
    .meta({ knownValues });
}

/** Type guard: is `value` one of `knownValues`? */
export function isKnownValue<const T extends readonly string[]>(
  knownValues: T,
  value: unknown,
): value is T[number] {
  return typeof value === 'string' && knownValues.some((known) => known === value);
}

/** Non-empty string, for ids and codes the client sends: bounded, and storable as text. */
export const nonEmptyString = boundedText(textLimits.id).min(1);

/** Signed decimal string from the wire, e.g. `-12.5`. Never converted to a JS number. */
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, { error: 'Expected a decimal string such as "12.5" or "-0.01"' });

/**
 * Decimal string for request amounts, zero allowed: no sign, exponent, grouping or whitespace,
 * no leading zeros. Kept as a string so 18-decimal and 21-digit amounts survive. The provider's
 * `amount` is a plain string; orders that move no coin of their own (a token call) send zero.
 */
export const unsignedDecimalString = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, {
    error: 'Expected a positive decimal string such as "0.5" (no sign, exponent or separators)',
  })
  .refine((value) => value.replace('.', '').length <= maxAmountDigits, {
    error: `Amount has more than ${maxAmountDigits} digits`,
  });

/** Strictly positive decimal string: an amount that is itself moved (a withdrawal, a stake). */
export const positiveDecimalString = unsignedDecimalString.refine((value) => /[1-9]/.test(value), {
  error: 'Amount must be greater than zero',
});

/** String of ASCII digits, e.g. an offset, a limit or a count. */
export const digitString = z.string().regex(/^\d+$/, { error: 'Expected a string of digits' });

/** `limit` of a list query: a digit string of at most the provider's default page, 1,000. */
export const pageLimit = digitString.refine((value) => Number(value) <= maxPageLimit, {
  error: `at most ${maxPageLimit}`,
});

/** A count in a query (`offset`, `cycles`): a digit string that is a safe integer, so it is read exactly. */
export const safeCount = digitString.refine((value) => Number.isSafeInteger(Number(value)), {
  error: `at most ${Number.MAX_SAFE_INTEGER}`,
});

/** Epoch milliseconds as a digit string, e.g. `1700000000000`. */
export const epochMsString = z
  .string()
  .regex(/^\d{1,16}$/, { error: 'Expected epoch milliseconds as a digit string' });

/** SHA-256 digest as 64 lowercase hex characters (the hashed master password). */
export const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Expected a SHA-256 hash as 64 lowercase hex characters' });

function splitCommaList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Array query parameter. Accepts an array (typed callers) or the comma-separated wire form
 * (`a,b,,c` → `['a','b','c']`), so one schema serves the URL, the router and the sandbox.
 */
export function commaList<T extends z.ZodType>(item: T, options: { min?: number } = {}) {
  const list = z.array(item);
  // The declared input type lets typed callers (router links) pass either form.
  return z.preprocess(
    (value: string | readonly z.input<T>[]) => splitCommaList(value),
    options.min === undefined
      ? list
      : list.min(options.min, { error: 'Select at least one value' }),
  );
}

/** Boolean query parameter: `true`/`false` or their wire form `'true'`/`'false'`. */
export const booleanParam = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

// Response fields read on their own (DESIGN: read the provider tolerantly): a value out of
// format becomes an `Unreadable` holding its raw text instead of failing the whole answer.

/** A decimal string read on its own. */
export const readDecimal = readable(decimalString);
/** Epoch milliseconds read on their own. */
export const readEpochMs = readable(epochMsString);
/** A digit string (a count) read on its own. */
export const readDigits = readable(digitString);
/** A currency code read on its own: any non-empty text. */
export const readCode = readable(z.string().min(1, { error: 'Expected a currency code' }));

/** An open enum read on its own: unknown text is a value (rule 6), anything else unreadable. */
export function readEnum<const T extends readonly [string, ...string[]]>(knownValues: T) {
  return readable(openEnum(knownValues));
}
