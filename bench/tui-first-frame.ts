import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './lib/paths.js';
import { timeCommand } from './lib/processes.js';
import { median, ms, p95 } from './lib/stats.js';
import type { Bench } from './lib/types.js';

const RUNS = 10;
const TARGET_MS = 300;
const CLI = join(REPO_ROOT, 'cli', 'dist', 'campus.mjs');
const FIRST_FRAME = 'Sign in to';

/**
 * `campus tui` from spawn to its first frame on a terminal: the built binary under `script` (a real pty, as
 * a user's terminal), no stored sign-in, so the first frame is the sign-in form and nothing waits on the
 * network. The child is stopped once the frame is out (closing the pty hangs it up, and it unmounts).
 */
function firstFrame(configDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('script', ['-qfec', `${process.execPath} ${CLI} tui`, '/dev/null'], {
      env: {
        PATH: process.env.PATH ?? '',
        TERM: 'xterm-256color',
        CAMPUS_CONFIG_DIR: configDir,
        // Never contacted before the first frame (no stored token); a closed port in case it were.
        CAMPUS_API_URL: 'http://127.0.0.1:9/api',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no first frame in 30 s; the output was: ${output.slice(0, 400)}`));
    }, 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!output.includes(FIRST_FRAME)) return;
      const elapsed = performance.now() - start;
      clearTimeout(timer);
      child.once('exit', () => resolve(elapsed));
      child.kill('SIGTERM');
    });
    child.once('error', reject);
  });
}

const tuiFirstFrame: Bench = {
  name: 'tui-first-frame',
  description: `campus tui: spawn to the first frame on a pty, ${RUNS} runs, next to node -e 0 (target under ${TARGET_MS} ms)`,
  async run() {
    if (!existsSync(CLI)) timeCommand(process.execPath, [join(REPO_ROOT, 'cli', 'build.mjs')], REPO_ROOT);
    const configDir = await mkdtemp(join(tmpdir(), 'campus-bench-tui-'));
    try {
      const node: number[] = [];
      const tui: number[] = [];
      // One warm-up each, then alternate so load on the machine hits both alike.
      timeCommand(process.execPath, ['-e', '0'], REPO_ROOT);
      await firstFrame(configDir);
      for (let run = 0; run < RUNS; run++) {
        node.push(timeCommand(process.execPath, ['-e', '0'], REPO_ROOT));
        tui.push(await firstFrame(configDir));
      }
      return {
        headers: ['what', 'median', 'p95', 'min'],
        rows: [
          ['node -e 0 (spawn to exit)', ms(median(node)), ms(p95(node)), ms(Math.min(...node))],
          ['campus tui (spawn to first frame)', ms(median(tui)), ms(p95(tui)), ms(Math.min(...tui))],
          ['campus tui adds (median)', ms(median(tui) - median(node)), '', ''],
        ],
        notes: [
          `Target: first frame under ${TARGET_MS} ms. The frame is the sign-in form (no stored session); with a`,
          'stored one, the first frame waits for GET /api/user as well (one round trip to the server).',
        ],
      };
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  },
};

export default tuiFirstFrame;
