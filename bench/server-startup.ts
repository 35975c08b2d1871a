import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, memoryOf, mib, SERVER_BUNDLE, startServer } from './lib/campus-server.js';
import { REPO_ROOT } from './lib/paths.js';
import { freePort, stop, timeCommand, waitForOk } from './lib/processes.js';
import { ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = join(REPO_ROOT, 'server', 'src', 'main.ts');
const COMPILED = [process.execPath, '--enable-source-maps', SERVER_BUNDLE];

/** Time to the first answer, the CPU time used by then and the peak RSS of one start; stopped after. */
async function timeStart(dataDir: string, command: readonly string[]): Promise<[string, string, string]> {
  const server = await startServer({ dataDir }, command);
  const { peak } = await memoryOf(server.child);
  await stop(server.child);
  return [ms(server.startMs), ms(server.startCpuMs), mib(peak)];
}

/**
 * `pnpm start` as a user types it (scripts/build-if-changed.mjs, then the compiled server), until the API
 * answers; its process group is stopped after. With the sources unchanged since the last build, nothing builds.
 */
async function timePnpmStart(dataDir: string): Promise<string> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/organizations/registration`, child, 180_000);
    return ms(performance.now() - start);
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/**
 * The server's start-up on a fresh data folder (migrate and seed) and reopening the same folder, compiled (as
 * `pnpm start` runs it) and through tsx (as `pnpm dev` does). tsx runs the server in a child process of
 * its own, so only its time is shown.
 */
const serverStartup: Bench = {
  name: 'server-startup',
  description:
    'node server/dist/main.mjs and tsx server/src/main.ts until GET /api/organizations/registration answers',
  async run() {
    ensureBuilt();
    const compiledDir = await mkdtemp(join(tmpdir(), 'campus-bench-data-'));
    const tsxDir = await mkdtemp(join(tmpdir(), 'campus-bench-data-'));
    try {
      const tsxOnly = timeCommand(TSX, ['-e', '0'], REPO_ROOT);
      const compiledFresh = await timeStart(compiledDir, COMPILED);
      const compiledReopen = await timeStart(compiledDir, COMPILED);
      // ensureBuilt() bundled the server just now; this makes the web and CLI builds current too, so that
      // the next `pnpm start` finds nothing to build.
      timeCommand(process.execPath, [join(REPO_ROOT, 'scripts', 'build-if-changed.mjs')], REPO_ROOT, 600_000);
      const pnpmStart = await timePnpmStart(compiledDir);
      const tsxFresh = await timeStart(tsxDir, [TSX, MAIN]);
      const tsxReopen = await timeStart(tsxDir, [TSX, MAIN]);
      return {
        headers: ['start', 'compiled: time', 'CPU', 'peak RSS', 'tsx: time'],
        rows: [
          ['fresh DATA_DIR (create, migrate, seed)', ...compiledFresh, tsxFresh[0]],
          ['same DATA_DIR reopened', ...compiledReopen, tsxReopen[0]],
          ['`pnpm start`, same DATA_DIR, sources unchanged', pnpmStart, '', '', ''],
          ['tsx -e 0 (included in the tsx figures)', '', '', '', ms(tsxOnly)],
        ],
        notes: [
          'PGlite in a temporary DATA_DIR; one run each, so expect noise on a busy machine.',
          'The compiled server starts a fresh folder from its build-time initdb template; under tsx PGlite runs initdb.',
        ],
      };
    } finally {
      await rm(compiledDir, { recursive: true, force: true });
      await rm(tsxDir, { recursive: true, force: true });
    }
  },
};

export default serverStartup;
