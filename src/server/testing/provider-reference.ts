import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The provider's published OpenAPI document, which lives beside the project (never inside it:
 * it is the provider's, read at test time only). A fresh clone on its own has no such folder,
 * and the tests that need it say so by name.
 */
export const providerOpenApiPath = fileURLToPath(
  new URL('../../../../shared/reference/copper-platform-openapi.json', import.meta.url),
);

const mediaMapSchema = z.record(z.string(), z.unknown());

export const openApiOperationSchema = z.object({
  operationId: z.string().optional(),
  requestBody: z.object({ content: mediaMapSchema.optional() }).optional(),
  responses: z.record(z.string(), z.object({ content: mediaMapSchema.optional() })).optional(),
});
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The document as parsed JSON, or undefined when the folder is absent. */
export function readProviderOpenApi(): unknown {
  if (!existsSync(providerOpenApiPath)) return undefined;
  return JSON.parse(readFileSync(providerOpenApiPath, 'utf8'));
}

/** Every operation of the document with its method and path template. */
export function providerOperations(
  document: unknown,
): { method: string; path: string; operation: OpenApiOperation }[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, value]) => {
      const operation = openApiOperationSchema.safeParse(value);
      return ['get', 'post', 'put', 'patch', 'delete'].includes(method) && operation.success
        ? [{ method: method.toUpperCase(), path, operation: operation.data }]
        : [];
    }),
  );
}

/** `/orders/{cancelOrderId}` and `/orders/{orderId}` are one path: the names are the document's. */
export function pathShape(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}');
}
