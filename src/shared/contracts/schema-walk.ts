import { z } from 'zod';

/** The parts of a zod 4 schema definition the walk rebuilds; everything else is kept as is. */
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
 * What a walk does at one schema: return a replacement (already final), or `undefined` to
 * have the walk rebuild it with its inner schemas walked. `objectChanges` are merged into
 * every object's definition (e.g. a catchall).
 */
export interface SchemaWalk {
  replace?: (schema: z.ZodType, walk: (child: z.ZodType) => z.ZodType) => z.ZodType | undefined;
  objectChanges?: Record<string, unknown>;
}

/**
 * A copy of `schema` in which every inner schema, however deeply nested (in objects, arrays,
 * unions, optionals, records, pipes, lazies…), went through `visit`. Refinements are kept:
 * each copy is a clone of its definition with only its inner schemas replaced.
 */
export function walkSchema(schema: z.ZodType, visit: SchemaWalk): z.ZodType {
  return walk(schema, visit, new Map());
}

function walk(schema: z.ZodType, visit: SchemaWalk, seen: Map<z.ZodType, z.ZodType>): z.ZodType {
  const known = seen.get(schema);
  if (known !== undefined) return known;
  const child = (inner: z.ZodType) => walk(inner, visit, seen);
  const replaced = visit.replace?.(schema, child);
  if (replaced !== undefined) {
    seen.set(schema, replaced);
    return replaced;
  }
  // Registered before the walk goes deeper, so a schema that contains itself terminates.
  seen.set(
    schema,
    z.lazy(() => seen.get(schema) ?? schema),
  );
  const rebuilt = rebuild(schema, visit, child);
  seen.set(schema, rebuilt);
  return rebuilt;
}

function rebuild(
  schema: z.ZodType,
  visit: SchemaWalk,
  inner: (child: z.ZodType) => z.ZodType,
): z.ZodType {
  const def = schema._zod.def as unknown as WalkedDef;
  const clone = (changes: Partial<WalkedDef> & Record<string, unknown>) =>
    schema.clone(Object.assign({}, schema._zod.def, changes));
  switch (def.type) {
    case 'object':
      return clone({
        shape: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, inner(value)]),
        ),
        ...visit.objectChanges,
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
