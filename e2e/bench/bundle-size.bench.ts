/**
 * Prints the gzipped size of the initial route's JS and CSS and of every
 * lazy chunk, from the production build's manifest. Run `npm run build` first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const DIST = 'dist';
const INITIAL_JS_BUDGET_KB = 200;
/** Where the shell should get to: printed beside the figure so a regression shows. */
const INITIAL_JS_GOAL_KB = 150;
/** `/` redirects here: the page a user sees first. */
const LANDING_ROUTE = 'src/routes/orders/index.tsx?tsr-split=';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    src: z.string().optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

type Manifest = z.infer<typeof manifestSchema>;

async function gzippedKb(file: string): Promise<number> {
  const bytes = await readFile(path.join(DIST, file));
  return gzipSync(bytes, { level: 9 }).byteLength / 1024;
}

/** A chunk and everything it imports statically: what loads before it can run. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function sumKb(files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzippedKb(file);
  return total;
}

const manifest = manifestSchema.parse(
  JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8')),
);
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry');

const initial = staticClosure(manifest, entryKey);
const initialJs = [...initial].map((key) => manifest[key]?.file ?? key);
const initialCss = [...initial].flatMap((key) => manifest[key]?.css ?? []);
const initialJsKb = await sumKb(initialJs);
const initialCssKb = await sumKb(new Set(initialCss));

console.log('Bundle sizes (gzip -9)');
console.log(
  `  initial route JS   ${initialJsKb.toFixed(1).padStart(7)} KB  (${initialJs.length} files; budget ${INITIAL_JS_BUDGET_KB} KB;` +
    ` goal ≤ ${INITIAL_JS_GOAL_KB} KB: ${initialJsKb <= INITIAL_JS_GOAL_KB ? 'met' : 'MISSED'})`,
);
console.log(`  initial route CSS  ${initialCssKb.toFixed(1).padStart(7)} KB`);

// What opening the app downloads in all: the shell plus the landing page's (/orders) chunks.
const landing = new Set(initial);
for (const key of Object.keys(manifest).filter((item) => item.startsWith(LANDING_ROUTE))) {
  staticClosure(manifest, key, landing);
}
const landingJs = [...landing].map((key) => manifest[key]?.file ?? key);
console.log(
  `  first view (/ → /orders) JS ${(await sumKb(landingJs)).toFixed(1).padStart(7)} KB  (shell + the orders route's chunks)`,
);
console.log(
  '  lazy chunks (each with what it loads beyond the shell; shared code counts in each):',
);
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
  const own = staticClosure(manifest, key);
  for (const shared of initial) own.delete(shared);
  const files = [...own].map((item) => manifest[item]?.file ?? item);
  console.log(
    `    ${(chunk.src ?? key).padEnd(56)} ${(await sumKb(files)).toFixed(1).padStart(7)} KB`,
  );
}
if (initialJsKb > INITIAL_JS_BUDGET_KB) {
  console.log(`  OVER BUDGET by ${(initialJsKb - INITIAL_JS_BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
