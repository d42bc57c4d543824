import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/endpoints';
import {
  pathShape,
  providerOpenApiPath,
  providerOperations,
  readProviderOpenApi,
  type OpenApiOperation,
} from './testing/provider-reference';

const document = readProviderOpenApi();
const operations = document === undefined ? [] : providerOperations(document);

function successTypes(operation: OpenApiOperation): string[] {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
}

const title =
  document === undefined
    ? `every descriptor against the provider's OpenAPI (skipped: ${providerOpenApiPath} is absent)`
    : "every descriptor against the provider's OpenAPI";

describe.skipIf(document === undefined)(title, () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(`${name}: ${endpoint.method} ${endpoint.path} sends what the provider declares`, () => {
      const candidates = operations.filter(
        (entry) =>
          entry.method === endpoint.method && pathShape(entry.path) === pathShape(endpoint.path),
      );
      // Operations sharing a method and path (PATCH /orders/{id}) differ by their body's type.
      const match =
        endpoint.body === undefined
          ? candidates.find((entry) => entry.operation.requestBody === undefined)
          : candidates.find((entry) =>
              Object.keys(entry.operation.requestBody?.content ?? {}).includes(
                endpoint.contentType,
              ),
            );
      expect(
        match,
        `no ${endpoint.method} ${endpoint.path} taking ${endpoint.contentType}`,
      ).toBeDefined();
      const declared = match === undefined ? [] : successTypes(match.operation);
      if (declared.length === 0) expect(endpoint.accept).toBe('*/*');
      else expect(declared).toContain(endpoint.accept);
    });
  }
});
