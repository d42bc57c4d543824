import fc from 'fast-check';
import { z } from 'zod';

/**
 * The parts of a JSON Schema the provider's OpenAPI document uses for its answers: objects
 * with properties and required keys, arrays, strings (with enums), booleans and `$ref`s.
 * Read from the document at test time, never copied into the project.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
  }),
);

const operationSchema = z.looseObject({
  responses: z.record(
    z.string(),
    z.looseObject({
      content: z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() })).optional(),
    }),
  ),
});

/** The OpenAPI document, as far as answers go. */
export const openApiSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), jsonSchema) }),
});
export type OpenApi = z.infer<typeof openApiSchema>;

const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The success answer's schema of `method path` (our path, relative to /platform). */
export function answerSchemaOf(doc: OpenApi, method: string, path: string): JsonSchema | undefined {
  for (const [candidate, operations] of Object.entries(doc.paths)) {
    if (normalise(candidate) !== normalise(path)) continue;
    const operation = operationSchema.safeParse(operations[method.toLowerCase()]);
    if (!operation.success) continue;
    for (const [status, response] of Object.entries(operation.data.responses)) {
      if (!status.startsWith('2')) continue;
      const schema = Object.values(response.content ?? {}).find((entry) => entry.schema)?.schema;
      if (schema) return schema;
    }
  }
  return undefined;
}

/** Text the provider may send where its schema says only "string". */
const anyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', 'null', '1e-8', '1,000.50', '-0', 'NaN', '2024-05-29T12:00:00Z'),
  fc.stringMatching(/^-?\d{1,25}(\.\d{1,20})?$/),
  fc.stringMatching(/^\d{13}$/),
);

/** A small JSON value, for objects whose schema lists no properties. */
const anyJson = fc.jsonValue({ maxDepth: 2 }).map((value): unknown => value);

/**
 * Any value valid against `schema`: every required key, any subset of the optional ones, a
 * few keys the schema does not name (`withExtraKeys`), strings anywhere in their enum or,
 * without one, any text at all. Recursion stops at `depth` (optional keys then dropped).
 */
export function arbitraryOf(
  doc: OpenApi,
  schema: JsonSchema,
  options: { depth?: number; withExtraKeys?: boolean } = {},
): fc.Arbitrary<unknown> {
  const depth = options.depth ?? 4;
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    const target = doc.components.schemas[name];
    if (target === undefined) throw new Error(`Unresolved reference ${schema.$ref}`);
    return arbitraryOf(doc, target, { ...options, depth: depth - 1 });
  }
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.type === 'string') return anyText;
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'array') {
    if (schema.items === undefined || depth <= 0) return fc.constant([]);
    return fc.array(arbitraryOf(doc, schema.items, { ...options, depth: depth - 1 }), {
      maxLength: 3,
    });
  }
  if (schema.type === 'object' || schema.properties !== undefined) {
    const required = new Set(schema.required ?? []);
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (depth <= 0 && !required.has(key)) continue;
      shape[key] = arbitraryOf(doc, property, { ...options, depth: depth - 1 });
    }
    const known = fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
    if (Object.keys(shape).length === 0)
      return fc.dictionary(fc.string({ maxLength: 6 }), anyJson, { maxKeys: 2 });
    if (!options.withExtraKeys) return known;
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).map((key) => `x-${key}`),
      anyJson,
      { maxKeys: 2 },
    );
    return fc.tuple(known, extra).map(([value, added]) => ({ ...added, ...value }));
  }
  return anyJson;
}
