// `npm run test:mutation [group…]`: runs Stryker on each mutation group (all by default), then
// prints every module's mutation score and the mutants that survived. Fails when a module
// scores below the goal. `--report-only` prints the last reports without running Stryker.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groups } from './groups.mjs';

const GOAL = 85;
const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const names = chosen.length > 0 ? chosen : Object.keys(groups);
for (const name of names) {
  if (!(name in groups))
    throw new Error(`No mutation group ${name}; groups: ${Object.keys(groups).join(', ')}`);
}

const reportPath = (name) => `reports/mutation/${name}.json`;

if (!reportOnly) {
  for (const name of names) {
    console.log(`\n=== Mutation group ${name}`);
    const run = spawnSync('npx', ['stryker', 'run', '.config/mutation/stryker.config.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_GROUP: name },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

// Stryker's own definition: detected (killed, timed out) over valid (everything but
// compile/runtime errors and ignored mutants); uncovered mutants count as survivors.
const detected = new Set(['Killed', 'Timeout']);
const invalid = new Set(['CompileError', 'RuntimeError', 'Ignored']);

let belowGoal = 0;
for (const name of names) {
  if (!existsSync(reportPath(name))) {
    console.log(`\n${name}: no report yet (run without --report-only)`);
    belowGoal += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(reportPath(name), 'utf8'));
  console.log(`\n=== ${name}: mutation score per module (goal ${GOAL}%)`);
  const survivors = [];
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const valid = file.mutants.filter((mutant) => !invalid.has(mutant.status));
    const caught = valid.filter((mutant) => detected.has(mutant.status)).length;
    const score = valid.length === 0 ? 100 : (caught / valid.length) * 100;
    if (score < GOAL) belowGoal += 1;
    console.log(
      `${score.toFixed(1).padStart(6)}%  ${String(caught).padStart(3)}/${String(valid.length).padEnd(3)}  ${path}`,
    );
    for (const mutant of valid) {
      if (detected.has(mutant.status)) continue;
      const { line, column } = mutant.location.start;
      const lines = file.source.split('\n');
      survivors.push(
        `  ${path}:${line}:${column} ${mutant.mutatorName} (${mutant.status})\n` +
          `      ${lines[line - 1]?.trim() ?? ''}\n` +
          `    → ${mutant.replacement ?? ''}`.replaceAll('\n', '\n      '),
      );
    }
  }
  if (survivors.length > 0)
    console.log(`\nSurviving mutants (${survivors.length}):\n${survivors.join('\n')}`);
}
if (belowGoal > 0) {
  console.log(`\n${belowGoal} module(s) below ${GOAL}%`);
  process.exit(1);
}
