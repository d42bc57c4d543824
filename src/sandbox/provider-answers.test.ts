import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../shared/endpoints';
import { answerSchemaOf, arbitraryOf, openApiSchema } from './testing/openapi-arbitrary';

/**
 * The provider's published OpenAPI, beside the project (never copied into it). Any answer it
 * allows must be read by the contracts: the envelope parses and every item is kept, with
 * values out of our format read as unreadable rather than failing the page.
 */
const DOCUMENT = path.resolve(process.cwd(), '../shared/reference/copper-platform-openapi.json');
const RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .default(150)
  .parse(process.env['PROVIDER_ANSWERS_RUNS']);
const SEED = z.coerce.number().int().default(29).parse(process.env['PROVIDER_ANSWERS_SEED']);

const unreadableItemsOf = z.looseObject({
  unreadableItems: z.array(z.looseObject({ problem: z.string() })),
});

/**
 * The one thing that may keep an item from its row: an identity that is empty text (an order
 * without an id cannot be linked, a currency without a code cannot be told apart). Such an
 * item is set aside and said; every other odd value is read on its own.
 */
const emptyIdentity =
  /^(\w*Id|currency|mainCurrency|address): Too small: expected string to have >=1 characters$/;

describe.skipIf(!existsSync(DOCUMENT))(
  `any answer the provider's OpenAPI allows is read (seed ${SEED}, ${RUNS} runs per endpoint)`,
  () => {
    const doc = openApiSchema.parse(JSON.parse(readFileSync(DOCUMENT, 'utf8')));
    const readEndpoints = Object.entries(endpoints).filter(([name]) => name !== 'downloadFile');

    it.each(readEndpoints)('%s', (_name, endpoint) => {
      const answer = answerSchemaOf(doc, endpoint.method, endpoint.path);
      expect(answer, `the OpenAPI answers ${endpoint.method} ${endpoint.path}`).toBeDefined();
      if (answer === undefined) return;
      fc.assert(
        fc.property(arbitraryOf(doc, answer, { withExtraKeys: true }), (value) => {
          const result = endpoint.response.safeParse(value);
          if (!result.success) {
            // A single resource whose own identity is empty text has no page to show.
            const only = result.error.issues[0];
            const where = only?.path.join('.') ?? '';
            if (
              result.error.issues.length === 1 &&
              emptyIdentity.test(`${where}: ${only?.message ?? ''}`)
            ) {
              return;
            }
            throw new Error(
              `envelope refused: ${result.error.issues
                .slice(0, 3)
                .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
                .join('; ')}`,
            );
          }
          const list = unreadableItemsOf.safeParse(result.data);
          const setAside = list.success ? list.data.unreadableItems : [];
          const wrongly = setAside.find((item) => !emptyIdentity.test(item.problem));
          if (wrongly !== undefined) {
            throw new Error(`an item was set aside: ${JSON.stringify(wrongly)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  },
);
