import { z } from 'zod';

/** The parts of a zod 4 schema definition this walk rebuilds; everything else is kept as is. */
interface WalkedDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

/** Schemas whose definition holds one inner schema under `innerType`. */
const wrappers = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'catch',
  'readonly',
]);

/**
 * A copy of `schema` in which every object, however deeply nested (in arrays, unions,
 * optionals, records, pipes, lazies…), refuses keys it does not declare. The contracts stay
 * tolerant for production parsing (DESIGN: forward-compatible reading); tests use this to
 * prove the sandbox sends nothing the contracts do not know. Refinements are kept: the
 * copy is a clone of each definition with only its inner schemas replaced.
 */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  return walk(schema, new Map()) as T;
}

function walk(schema: z.ZodType, seen: Map<z.ZodType, z.ZodType>): z.ZodType {
  const known = seen.get(schema);
  if (known !== undefined) return known;
  // Registered before the walk goes deeper, so a schema that contains itself terminates.
  const placeholder = z.lazy(() => seen.get(schema) ?? schema);
  seen.set(schema, placeholder);
  const strict = rebuild(schema, seen);
  seen.set(schema, strict);
  return strict;
}

function rebuild(schema: z.ZodType, seen: Map<z.ZodType, z.ZodType>): z.ZodType {
  const def = schema._zod.def as unknown as WalkedDef;
  const inner = (child: z.ZodType) => walk(child, seen);
  const clone = (changes: Partial<WalkedDef>) =>
    schema.clone(Object.assign({}, schema._zod.def, changes));
  switch (def.type) {
    case 'object':
      return clone({
        shape: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]),
        ),
        // `never` for unknown keys is what z.strictObject sets.
        ...{ catchall: z.never() },
      });
    case 'array':
      return def.element ? clone({ element: inner(def.element) }) : schema;
    case 'union':
      return clone({ options: (def.options ?? []).map(inner) });
    case 'intersection':
      return def.left && def.right
        ? clone({ left: inner(def.left), right: inner(def.right) })
        : schema;
    case 'pipe':
      return def.in && def.out ? clone({ in: inner(def.in), out: inner(def.out) }) : schema;
    case 'record':
      return def.valueType ? clone({ valueType: inner(def.valueType) }) : schema;
    case 'tuple':
      return clone({
        items: (def.items ?? []).map(inner),
        rest: def.rest ? inner(def.rest) : null,
      });
    case 'lazy': {
      const getter = def.getter;
      return getter ? z.lazy(() => inner(getter())) : schema;
    }
    default:
      return wrappers.has(def.type) && def.innerType
        ? clone({ innerType: inner(def.innerType) })
        : schema;
  }
}
