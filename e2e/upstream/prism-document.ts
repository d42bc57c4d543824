import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The provider's published OpenAPI document beside the project (never copied into it), and
 * the least changes Stoplight Prism needs to serve it, written to a temporary folder:
 *
 * 1. The provider documents PATCH /orders/{id} as several operations under differently named
 *    path parameters (cancel, co-sign, master password...), told apart by the body's media
 *    type. Prism routes by path alone and would pick the first; they are merged into one
 *    operation taking and answering every one of those media types.
 * 2. Paths served under `/platform`, as the provider's server URL has them; an answer for the
 *    one operation documented with none (the file download); query lists read as one
 *    comma-separated value, as the provider's descriptions say.
 * 3. For the realistic pass only: examples for string fields by their names (amounts,
 *    times, ids, currencies, names), so Prism's static answers look like the provider's
 *    instead of "string" everywhere, and a members list naming the suite's people.
 */
export const providerDocumentPath = fileURLToPath(
  new URL('../../../shared/reference/copper-platform-openapi.json', import.meta.url),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The suite's people as provider members: user-1 places the orders Prism shows. */
export const suiteMembers = [
  { userId: 'user-1', firstName: 'Olivia', lastName: 'Grant' },
  { userId: 'user-2', firstName: 'Marcus', lastName: 'Chen' },
  { userId: 'user-3', firstName: 'Henrik', lastName: 'Larsen' },
  { userId: 'user-4', firstName: 'Priya', lastName: 'Natarajan' },
] as const;

const EPOCH_MS = '1764201600000';

/** A realistic example for a string field, by its name; undefined leaves it to Prism. */
function exampleFor(name: string): string | undefined {
  if (/^(reportingCurrency|quoteCurrency)$/.test(name)) return 'USD';
  if (/currency$/i.test(name)) return 'BTC';
  if (
    /(At|Time|Date|Timestamp|Expiry|Expiration|deadline)$/.test(name) ||
    /^(timestamp|date)$/i.test(name)
  ) {
    return EPOCH_MS;
  }
  // Counts and sizes the provider sends as digit strings.
  if (/^decimal$/.test(name)) return '8';
  if (/^(confirmations|frequency|limit|offset|page|pages|totalItems|coSignersNumber)$/.test(name)) {
    return '2';
  }
  if (/(By|^userId)$/.test(name)) return 'user-1';
  if (name === 'exchange') return 'Deribit';
  if (name === 'custodian') return 'Copper';
  if (name === 'priority') return 'medium';
  if (/^payloads?$/.test(name)) return `0xe1808504a817c80082520894${'11'.repeat(20)}8080`;
  if (
    /(amount|balance|fee|price|rate|value|quantity|total|ltv|threshold|usd|percentage|share|reserve|limit|collateral|interest|size|gas|buffer|pnl|snapshot|ratio|debt|excess|deficit|margin|exposure|equity|bytes|estimatedTime|available|locked)/i.test(
      name,
    )
  ) {
    return '1250.5';
  }
  if (/Id$/.test(name))
    return `${name
      .slice(0, -2)
      .replace(/([A-Z])/g, '-$1')
      .toLowerCase()}-1`;
  if (/^firstName$/.test(name)) return 'Olivia';
  if (/^lastName$/.test(name)) return 'Grant';
  if (/name$/i.test(name)) return 'Northwind Treasury';
  if (/address$/i.test(name)) return 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
  if (/reason$/i.test(name)) return 'Not enough funds in the portfolio';
  if (/(description|memo|comment)s?$/i.test(name)) return 'Monthly payout';
  if (/email/i.test(name)) return 'olivia.grant@northwind.example';
  return undefined;
}

/** Adds examples to every string property without an enum, an example or a const. */
function addExamples(node: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) addExamples(item);
    return;
  }
  if (!isObject(node)) return;
  const properties = node.properties;
  if (isObject(properties)) {
    for (const [name, schema] of Object.entries(properties)) {
      if (!isObject(schema)) continue;
      // A loan's child loans nest the loan schema in itself; Prism's generator gives up a few
      // levels down and leaves objects without their required fields.
      if (name === 'childLoans' && schema.type === 'array') {
        schema.example = [];
        continue;
      }
      if (name === 'members' && schema.type === 'array') {
        schema.example = suiteMembers.map((member) => ({
          organizationId: 'organization-1',
          userId: member.userId,
          isActive: true,
          memberType: 'user',
          createdAt: EPOCH_MS,
          _embedded: { user: { ...member, createdAt: EPOCH_MS } },
        }));
        continue;
      }
      const plainString =
        schema.type === 'string' &&
        !('enum' in schema) &&
        !('example' in schema) &&
        !('const' in schema);
      const example = plainString ? exampleFor(name) : undefined;
      if (example !== undefined) schema.example = example;
      if (schema.type === 'array' && isObject(schema.items) && schema.items.type === 'string') {
        const item = /coSigners$/i.test(name) ? 'user-2' : exampleFor(name.replace(/s$/, ''));
        if (item !== undefined && !('enum' in schema.items)) schema.example = [item];
      }
    }
  }
  for (const value of Object.values(node)) addExamples(value);
}

/** Merges PATCH operations that share one path shape into the first path's operation. */
function mergeSharedPatches(document: JsonObject): void {
  const paths = document.paths;
  if (!isObject(paths)) throw new Error('The document has no paths');
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    if (isObject(item) && isObject(item.patch)) {
      groups.set(shape(path), [...(groups.get(shape(path)) ?? []), path]);
    }
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // The path with a GET keeps its name (/orders/{orderId}); the others' PATCHes join it.
    const keep =
      group.find((path) => {
        const item = paths[path];
        return isObject(item) && 'get' in item;
      }) ??
      group[0] ??
      '';
    const kept = paths[keep];
    if (!isObject(kept) || !isObject(kept.patch)) continue;
    const bodies: JsonObject = {};
    const answers: JsonObject = {};
    for (const path of group) {
      const item = paths[path];
      if (!isObject(item) || !isObject(item.patch)) continue;
      const body = item.patch.requestBody;
      if (isObject(body) && isObject(body.content)) Object.assign(bodies, body.content);
      const ok = isObject(item.patch.responses) ? item.patch.responses['200'] : undefined;
      if (isObject(ok) && isObject(ok.content)) Object.assign(answers, ok.content);
      if (path !== keep) {
        delete item.patch;
        // A path left with nothing to do is dropped, so Prism lists no empty route.
        if (Object.keys(item).filter((key) => key !== 'parameters').length === 0) {
          Reflect.deleteProperty(paths, path);
        }
      }
    }
    kept.patch.requestBody = { required: true, content: bodies };
    const responses = isObject(kept.patch.responses) ? kept.patch.responses : {};
    const ok = isObject(responses['200']) ? responses['200'] : { description: 'OK' };
    responses['200'] = { ...ok, content: answers };
    kept.patch.responses = responses;
  }
}

/** An operation documented with no answer at all (GET /files/{id}) answers some bytes. */
function answerBytesWhereNothingIsDocumented(document: JsonObject): void {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      if (Object.keys(operation.responses).length > 0) continue;
      operation.responses = {
        '200': {
          description: 'The file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
              example: 'report',
            },
          },
        },
      };
    }
  }
}

/**
 * The document's servers end in `/platform` and its paths are relative to it; Prism serves
 * the paths from its root, so each path gets the prefix the provider's server URL carries.
 */
function servePathsUnderPlatform(document: JsonObject): void {
  const paths = isObject(document.paths) ? document.paths : {};
  document.paths = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [`/platform${path}`, item]),
  );
}

/**
 * The provider takes a query list as one comma-separated value (`statuses=a,b`), as its
 * descriptions say, and the dashboard sends it so; the document leaves the parameters at
 * OpenAPI's default for a query array, one parameter per value, which Prism enforces.
 */
function commaSeparatedQueryLists(document: JsonObject): void {
  const parameters: Json[] = [];
  const components = isObject(document.components) ? document.components : {};
  if (isObject(components.parameters)) parameters.push(...Object.values(components.parameters));
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const operation of [item, ...Object.values(item)]) {
      if (isObject(operation) && Array.isArray(operation.parameters)) {
        parameters.push(...operation.parameters);
      }
    }
  }
  for (const parameter of parameters) {
    if (!isObject(parameter) || parameter.in !== 'query' || !isObject(parameter.schema)) continue;
    if (parameter.schema.type === 'array') {
      parameter.style = 'form';
      parameter.explode = false;
    }
  }
}

export type PrismPass = 'realistic' | 'random';

/** Writes the changed copy for `pass` to a new temporary folder and returns its path. */
export function preparePrismDocument(pass: PrismPass): string {
  const parsed: unknown = JSON.parse(readFileSync(providerDocumentPath, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('The provider document is not a JSON object');
  }
  const document = parsed as JsonObject; // JSON.parse of a file: any JSON value is a Json.
  mergeSharedPatches(document);
  answerBytesWhereNothingIsDocumented(document);
  commaSeparatedQueryLists(document);
  servePathsUnderPlatform(document);
  if (pass === 'realistic') addExamples(document);
  const folder = mkdtempSync(join(tmpdir(), `prism-${pass}-`));
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pass = process.argv[2] === 'random' ? 'random' : 'realistic';
  console.log(preparePrismDocument(pass));
}
