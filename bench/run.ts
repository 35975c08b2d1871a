import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './lib/paths.js';
import { formatTable } from './lib/table.js';
import type { Bench } from './lib/types.js';

// Runs every bench/*.ts (each default-exports a Bench) one after another and prints its figures.
// `pnpm bench cli-startup` runs only the named ones. Figures, not tests: nothing passes or fails.

function isBench(value: unknown): value is Bench {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'run' in value &&
    typeof value.run === 'function'
  );
}

async function loadBenches(): Promise<Bench[]> {
  const dir = join(REPO_ROOT, 'bench');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && file !== 'run.ts').sort();
  const benches: Bench[] = [];
  for (const file of files) {
    const module: { default?: unknown } = await import(pathToFileURL(join(dir, file)).href);
    if (isBench(module.default)) benches.push(module.default);
  }
  return benches;
}

const wanted = process.argv.slice(2);
const benches = (await loadBenches()).filter((bench) => wanted.length === 0 || wanted.includes(bench.name));
if (benches.length === 0) {
  console.error(`No bench named ${wanted.join(', ')}.`);
  process.exitCode = 2;
}
for (const bench of benches) {
  console.log(`\n== ${bench.name}: ${bench.description}`);
  const start = performance.now();
  try {
    console.log(formatTable(await bench.run()));
  } catch (error) {
    // One broken bench must not hide the others' figures.
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
  console.log(`  (${((performance.now() - start) / 1000).toFixed(1)} s)`);
}
