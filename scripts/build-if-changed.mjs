// `pnpm start` runs this first: it builds the web app, the CLI and the server only when their sources changed
// since their last build, so a restart on a reused folder skips the build (51 s) and answers in seconds.
// Each package's inputs (its own folder and the workspace packages it bundles, plus the lockfile and the
// shared TypeScript settings) are hashed by content; the hash is kept in the package's dist folder beside
// what it built (a removed dist builds again). `--force` builds all three; `--check` only says what would
// be built (exit 1 when something would).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What each build reads, and the file whose absence means it never ran. */
export const BUILDS = [
  { name: 'web', filter: '@campus/web', inputs: ['web', 'sdk'], output: 'web/dist/index.html' },
  { name: 'cli', filter: '@campus/cli', inputs: ['cli', 'sdk'], output: 'cli/dist/campus.mjs' },
  {
    name: 'server',
    filter: '@campus/server',
    inputs: ['server', 'sdk', 'fixtures'],
    output: 'server/dist/main.mjs',
  },
];
const SHARED_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json', 'package.json'];
/** Never inputs: what builds, tests and tools write, and the tests themselves (no build reads them). */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.vite',
  '.test-results',
  'coverage',
  'e2e',
  '.campus-data',
]);
const SKIPPED_FILE = /\.(test|test-support)\.[cm]?[jt]sx?$|\.log$/;

function filesUnder(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) filesUnder(join(dir, entry.name), found);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) found.push(join(dir, entry.name));
  }
  return found;
}

/** The content hash of a build's inputs: every file's path and bytes, in a stable order. */
export function sourceHash(build) {
  const hash = createHash('sha256');
  const files = [
    ...SHARED_INPUTS.map((file) => join(root, file)),
    ...build.inputs.flatMap((dir) => filesUnder(join(root, dir))),
  ].sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (build) => join(root, build.name, 'dist', '.source-hash');

/** Why a build must run, or null when its output is current. */
export function staleReason(build, hash = sourceHash(build)) {
  if (!existsSync(join(root, build.output))) return 'never built';
  if (!existsSync(stampOf(build))) return 'built before source hashes were kept';
  return readFileSync(stampOf(build), 'utf8').trim() === hash ? null : 'sources changed';
}

/**
 * Runs the package's `build` script as pnpm would (in its folder, its and the root's node_modules/.bin on
 * the PATH), without starting pnpm itself, which costs a second or more on a busy machine.
 */
function runBuildScript(build) {
  const dir = join(root, build.name);
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.build;
  if (typeof script !== 'string') throw new Error(`${build.filter} has no build script`);
  console.log(`> ${build.filter} build: ${script}`);
  const bins = [join(dir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  execSync(script, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter) },
  });
}

function main() {
  const force = process.argv.includes('--force');
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const build of BUILDS) {
    const hash = sourceHash(build);
    const reason = force ? 'forced' : staleReason(build, hash);
    if (!reason) continue;
    stale++;
    console.log(`Building ${build.name} (${reason})...`);
    if (check) continue;
    runBuildScript(build);
    // Hashed before the build: an edit made while it ran builds again next time.
    writeFileSync(stampOf(build), `${hash}\n`);
  }
  if (check && stale > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
