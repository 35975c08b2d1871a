import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './lib/paths.js';
import { freePort, stop, timeCommand, waitForOk } from './lib/processes.js';
import { ms } from './lib/stats.js';
import type { Bench } from './lib/types.js';

const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = join(REPO_ROOT, 'server', 'src', 'main.ts');
const START_TIMEOUT_MS = 120_000;

/** Spawns the server on DATA_DIR and times it until GET /api/organizations/registration answers 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(TSX, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/organizations/registration`, child, START_TIMEOUT_MS);
    return performance.now() - start;
  } finally {
    await stop(child);
  }
}

/** The server's start-up on a fresh data folder (migrate and seed) and reopening the same folder. */
const serverStartup: Bench = {
  name: 'server-startup',
  description: 'tsx server/src/main.ts until GET /api/organizations/registration answers',
  async run() {
    const dataDir = await mkdtemp(join(tmpdir(), 'campus-bench-data-'));
    try {
      const tsxOnly = timeCommand(TSX, ['-e', '0'], REPO_ROOT);
      const fresh = await timeStart(dataDir);
      const reopen = await timeStart(dataDir);
      return {
        headers: ['start', 'time to first answer'],
        rows: [
          ['fresh DATA_DIR (create, migrate, seed)', ms(fresh)],
          ['same DATA_DIR reopened', ms(reopen)],
          ['tsx -e 0 (included in both)', ms(tsxOnly)],
        ],
        notes: ['PGlite in a temporary DATA_DIR; one run each, so expect noise on a busy machine.'],
      };
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default serverStartup;
