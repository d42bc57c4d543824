import { z } from 'zod';
import { exactSchema } from '../../shared/contracts/exact-schema';
import { walkSchema } from '../../shared/contracts/schema-walk';

/**
 * A copy of `schema` in which every object, however deeply nested (in arrays, unions,
 * optionals, records, pipes, lazies…), refuses keys it does not declare, and every value
 * the contracts read tolerantly must be in its exact format (`exactSchema`). The contracts
 * stay tolerant for production parsing (DESIGN: read the provider tolerantly); tests use
 * this to prove the sandbox sends nothing the contracts do not know, in the format they expect.
 */
export function strictSchema<T extends z.ZodType>(schema: T): z.ZodType<z.input<T>, z.input<T>> {
  // `never` for unknown keys is what z.strictObject sets.
  const strict = walkSchema(exactSchema(schema), { objectChanges: { catchall: z.never() } });
  return strict as z.ZodType<z.input<T>, z.input<T>>;
}
