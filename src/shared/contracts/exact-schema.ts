import type { z } from 'zod';
import { innerOfReadable } from './readable';
import { walkSchema } from './schema-walk';

/**
 * A copy of a response contract that reads nothing tolerantly: every `readable` field must
 * be in its format and every list item must parse, as the sandbox's own answers must. Its
 * output is the contract's wire type (`z.input`): what the provider sends, with no
 * `Unreadable` in it. For code that must trust each value it reads (the sandbox's store,
 * tests), never for reading the provider.
 */
export function exactSchema<T extends z.ZodType>(schema: T): z.ZodType<z.input<T>, z.input<T>> {
  return walkSchema(schema, {
    replace: (node, walk) => {
      const inner = innerOfReadable(node);
      return inner === undefined ? undefined : walk(inner);
    },
  }) as z.ZodType<z.input<T>, z.input<T>>;
}
