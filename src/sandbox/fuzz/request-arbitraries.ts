import fc from 'fast-check';
import { z } from 'zod';
import type { Endpoint } from '../../shared/endpoint';

/** Ids and codes the seeded store knows, so generated requests reach deep into the handlers. */
export interface KnownValues {
  portfolioIds: readonly string[];
  addressIds: readonly string[];
  orderIds: readonly string[];
  currencies: readonly string[];
  other: readonly string[];
}

/** One generated call: where it goes, as whom, and what it sends. */
export interface FuzzCall {
  path: string;
  as: string;
  body: string | undefined;
  contentType: string | undefined;
}

/** Strings that have broken servers: empty, huge, control characters, halves of emoji, SQL. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD83D',
    '\uDE00x',
    '😀',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'NaN',
    '-1',
    '1e308',
    '0x10',
    '9'.repeat(400),
    `0.${'1'.repeat(300)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.stringMatching(/^[0-9]{1,30}(\.[0-9]{1,30})?$/),
);

function scalar(known: KnownValues) {
  const ids = [
    ...known.portfolioIds,
    ...known.addressIds,
    ...known.orderIds,
    ...known.currencies,
    ...known.other,
  ];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'withdraw', 'deposit', 'executed') },
  );
}

/** Any JSON value, tilted towards the ids and strings the sandbox looks up. */
function jsonValue(known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: scalar(known) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Percent-encodes code unit by code unit, so a lone surrogate travels as the bytes a client would send. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // Code point by code point: an intact pair encodes as usual, a lone half as its raw bytes.
    return Array.from(value, (char) => {
      const unit = char.charCodeAt(0);
      if (unit < 0xd800 || unit > 0xdfff || char.length > 1) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }).join('');
  }
}

/** A bulk template: its first item is what each generated item starts from. */
const bulkItem = z.object({ orders: z.array(z.record(z.string(), z.unknown())).min(1) });

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function queryArbitrary(
  endpoint: Endpoint,
  template: Readonly<Record<string, string>>,
  known: KnownValues,
): fc.Arbitrary<string> {
  const keys = shapeKeys(endpoint.query);
  const value = fc.oneof(
    scalar(known),
    fc
      .array(fc.oneof(scalar(known), fc.constantFrom('withdraw', 'custody', 'new')), {
        maxLength: 4,
      })
      .map((values) => values.join(',')),
  );
  const pair = fc.tuple(
    fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom('', ...keys) },
      { weight: 1, arbitrary: nastyString },
    ),
    value,
  );
  const pairs = fc.oneof(
    // Mostly one value per key, as clients send; sometimes a key twice.
    { weight: 4, arbitrary: fc.uniqueArray(pair, { maxLength: 6, selector: ([key]) => key }) },
    { weight: 1, arbitrary: fc.array(pair, { maxLength: 6 }) },
  );
  const query = pairs.map((generated) => {
    const entries = [
      ...Object.entries(template).filter(([key]) => !generated.some(([other]) => other === key)),
      ...generated,
    ];
    const present = entries.filter(([key]) => key !== '');
    return present.length === 0
      ? ''
      : `?${present.map(([key, entry]) => `${encodeComponent(key)}=${encodeComponent(entry)}`).join('&')}`;
  });
  return keys.length > 0
    ? query
    : fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: query });
}

function pathArbitrary(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<string> {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fc
    .tuple(...names.map(() => fc.oneof(scalar(known), fc.constant('org-northwind-capital'))))
    .map((values) => {
      let path = endpoint.path;
      for (const [index, name] of names.entries()) {
        const value = values[index] ?? '';
        path = path.replace(`{${name}}`, value === '' ? 'x' : encodeComponent(value));
      }
      return path;
    });
}

/** A valid object with fields replaced, removed or added; a fresh externalOrderId when it has one. */
function mutatedObject(
  template: Record<string, unknown>,
  extraKeys: readonly string[],
  known: KnownValues,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...new Set([...Object.keys(template), ...extraKeys, 'extraField'])];
  // Mostly one change or none, so most requests are nearly valid and reach the handler.
  const changes = fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    {
      weight: 4,
      arbitrary: fc.dictionary(fc.constantFrom(...keys), jsonValue(known), { maxKeys: 1 }),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...keys), jsonValue(known), { maxKeys: 4 }),
    },
  );
  const removals = fc.oneof(
    { weight: 5, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.subarray(keys, { maxLength: 2 }) },
  );
  return fc.tuple(fc.uuid(), changes, removals).map(([id, changes, removed]) => {
    const fresh = 'externalOrderId' in template ? { externalOrderId: `fuzz-${id}` } : {};
    const body: Record<string, unknown> = { ...template, ...fresh, ...changes };
    return Object.fromEntries(Object.entries(body).filter(([key]) => !removed.includes(key)));
  });
}

/**
 * Bodies from a valid template (a bulk's items each mutated on their own), plus
 * arbitrary JSON and text that is not JSON at all.
 */
function bodyArbitrary(
  endpoint: Endpoint,
  template: Record<string, unknown>,
  known: KnownValues,
): fc.Arbitrary<string> {
  const item = bulkItem.safeParse(template).data?.orders[0];
  const mutated =
    item !== undefined
      ? fc
          .array(mutatedObject(item, [], known), { maxLength: 6 })
          .map((orders) => JSON.stringify({ orders }))
      : mutatedObject(template, shapeKeys(endpoint.body), known).map((body) =>
          JSON.stringify(body),
        );
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    // Nested far past any real request: a recursive walk over it once overflowed the stack.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(65, 10_000)
        .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    },
  );
}

/** Valid starting points of an endpoint's mutations. */
export interface CallTemplate {
  body?: Record<string, unknown>;
  query?: Readonly<Record<string, string>>;
}

export function callArbitrary(
  endpoint: Endpoint,
  template: CallTemplate,
  known: KnownValues,
): fc.Arbitrary<FuzzCall> {
  const sendsBody = endpoint.method !== 'GET';
  return fc.record({
    path: fc
      .tuple(pathArbitrary(endpoint, known), queryArbitrary(endpoint, template.query ?? {}, known))
      .map(([path, query]) => path + query),
    // Mostly someone allowed to call it, so the input reaches the handler.
    as: fc.oneof(
      {
        weight: 8,
        arbitrary: fc.constant(endpoint.method === 'PATCH' ? 'approver-1' : 'treasury'),
      },
      { weight: 1, arbitrary: fc.constantFrom('approver-2', 'risk', 'treasury', 'approver-1') },
    ),
    body:
      sendsBody && template.body !== undefined
        ? bodyArbitrary(endpoint, template.body, known)
        : fc.constant(undefined),
    contentType: sendsBody
      ? fc.oneof(
          { weight: 8, arbitrary: fc.constant(endpoint.contentType) },
          { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain', undefined) },
        )
      : fc.constant(undefined),
  });
}
