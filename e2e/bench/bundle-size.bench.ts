/**
 * Prints the gzipped size of the initial route's JS and CSS, of each page's first load (the
 * shell and that page's own chunks, each judged against the page goal) and of every lazy
 * chunk, from the production build's manifest, and the largest modules of the initial route
 * from the bundle visualiser's figures. `npm run bench:bundle` builds with BUNDLE_REPORT set first, so both exist; the
 * treemap to look at is reports/bundle/treemap.html.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const DIST = 'dist';
const INITIAL_JS_BUDGET_KB = 200;
/** The most JS opening any one page may load, shell included. */
const PAGE_JS_GOAL_KB = 250;
/** Where the shell should get to: printed beside the figure so a regression shows. */
const INITIAL_JS_GOAL_KB = 150;
const ROUTES = 'src/routes/';
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

const reportSchema = z.object({
  nodeParts: z.record(z.string(), z.object({ gzipLength: z.number() })),
  nodeMetas: z.record(
    z.string(),
    z.object({ id: z.string(), moduleParts: z.record(z.string(), z.string()) }),
  ),
});

/** The package (or source folder) a module belongs to, as the report groups them. */
function ownerOf(id: string): string {
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  if (inPackage !== undefined) return inPackage;
  return id.replace(/^.*?\/src\//, 'src/').replace(/\/[^/]+$/, '/');
}

/**
 * The initial route's largest modules and packages, from the visualiser's figures (each
 * module gzipped on its own, so they add up to more than the chunks, which compress together).
 */
async function printLargestModules(files: ReadonlySet<string>): Promise<void> {
  let report: z.infer<typeof reportSchema>;
  try {
    report = reportSchema.parse(JSON.parse(await readFile('reports/bundle/modules.json', 'utf8')));
  } catch {
    console.log(
      '  (no reports/bundle/modules.json: run npm run bench:bundle for the module figures)',
    );
    return;
  }
  const modules: { id: string; kb: number }[] = [];
  for (const meta of Object.values(report.nodeMetas)) {
    for (const [file, part] of Object.entries(meta.moduleParts)) {
      if (!files.has(file)) continue;
      modules.push({ id: meta.id, kb: (report.nodeParts[part]?.gzipLength ?? 0) / 1024 });
    }
  }
  const owners = new Map<string, number>();
  for (const { id, kb } of modules) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + kb);
  console.log('  initial route by package (each module gzipped alone):');
  for (const [owner, kb] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`    ${owner.padEnd(44)} ${kb.toFixed(1).padStart(7)} KB`);
  }
  console.log('  initial route, largest modules:');
  for (const { id, kb } of modules.sort((a, b) => b.kb - a.kb).slice(0, 12)) {
    console.log(
      `    ${id
        .replace(/^.*node_modules\//, '')
        .replace(/^.*?\/src\//, 'src/')
        .padEnd(64)} ${kb.toFixed(1).padStart(6)} KB`,
    );
  }
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
  `  initial route JS   ${initialJsKb.toFixed(1).padStart(7)} KB  (${initialJs.length} files; goal ≤ ${INITIAL_JS_BUDGET_KB} KB: ${initialJsKb <= INITIAL_JS_BUDGET_KB ? 'met' : 'MISSED'};` +
    ` next step ≤ ${INITIAL_JS_GOAL_KB} KB: ${initialJsKb <= INITIAL_JS_GOAL_KB ? 'met' : 'not yet'})`,
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

// Each page opened cold: the shell, its route's view and loader, and what they import.
const pages = new Map<string, Set<string>>();
for (const key of Object.keys(manifest)) {
  const [route, split] = key.split('?tsr-split=');
  if (route === undefined || split === undefined || !route.startsWith(ROUTES)) continue;
  if (!split.includes('component') && !split.includes('loader')) continue;
  pages.set(route, staticClosure(manifest, key, pages.get(route) ?? new Set(initial)));
}
const pageKb = await Promise.all(
  [...pages].map(async ([route, keys]) => ({
    route: route.slice(ROUTES.length),
    kb: await sumKb([...keys].map((key) => manifest[key]?.file ?? key)),
  })),
);
pageKb.sort((a, b) => b.kb - a.kb);
const heaviest = pageKb[0];
const pagesOver = pageKb.filter(({ kb }) => kb > PAGE_JS_GOAL_KB);
const verdict = (kb: number) => (kb <= PAGE_JS_GOAL_KB ? 'met' : 'MISSED');
console.log(
  `  heaviest page JS   ${(heaviest?.kb ?? 0).toFixed(1).padStart(7)} KB  (${heaviest?.route ?? 'none'}, shell included; goal ≤ ${PAGE_JS_GOAL_KB} KB: ${verdict(heaviest?.kb ?? 0)})`,
);
console.log(
  `  pages within ${PAGE_JS_GOAL_KB} KB: ${pageKb.length - pagesOver.length} of ${pageKb.length}` +
    ` (goal: every page; ${pagesOver.length === 0 ? 'met' : 'MISSED'})`,
);
console.log(`  each page opened cold (shell + its chunks; goal ≤ ${PAGE_JS_GOAL_KB} KB each):`);
for (const { route, kb } of pageKb) {
  console.log(`    ${route.padEnd(44)} ${kb.toFixed(1).padStart(7)} KB  ${verdict(kb)}`);
}
await printLargestModules(new Set(initialJs));
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
// Every page is judged, not only the heaviest. The page goal is a goal, printed; only the
// initial route's budget fails the run (so `npm run bench` still goes on to the others).
if (pagesOver.length > 0) {
  console.log(
    `  PAGES OVER ${PAGE_JS_GOAL_KB} KB: ${pagesOver.map(({ route, kb }) => `${route} by ${(kb - PAGE_JS_GOAL_KB).toFixed(1)} KB`).join(', ')}`,
  );
}
