import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './lib/paths.js';
import { timeCommand } from './lib/processes.js';
import { median, ms, p95 } from './lib/stats.js';
import type { Bench } from './lib/types.js';

const RUNS = 15;
const CLI = join(REPO_ROOT, 'cli', 'dist', 'campus.mjs');

/** `campus --help` start-up next to a bare `node -e 0`: what the CLI itself adds to every command. */
const cliStartup: Bench = {
  name: 'cli-startup',
  description: `campus --help vs node -e 0, ${RUNS} runs each`,
  async run() {
    if (!existsSync(CLI)) timeCommand(process.execPath, [join(REPO_ROOT, 'cli', 'build.mjs')], REPO_ROOT);
    const node: number[] = [];
    const campus: number[] = [];
    // One warm-up each, then alternate so load on the machine hits both alike.
    timeCommand(process.execPath, ['-e', '0'], REPO_ROOT);
    timeCommand(process.execPath, [CLI, '--help'], REPO_ROOT);
    for (let run = 0; run < RUNS; run++) {
      node.push(timeCommand(process.execPath, ['-e', '0'], REPO_ROOT));
      campus.push(timeCommand(process.execPath, [CLI, '--help'], REPO_ROOT));
    }
    return {
      headers: ['command', 'median', 'p95', 'min'],
      rows: [
        ['node -e 0', ms(median(node)), ms(p95(node)), ms(Math.min(...node))],
        ['node cli/dist/campus.mjs --help', ms(median(campus)), ms(p95(campus)), ms(Math.min(...campus))],
        ['campus adds (median)', ms(median(campus) - median(node)), '', ''],
        // Issue 22's target is this ratio (at most 1.5x): unlike the times, it holds on a busy machine.
        ['campus / node (median)', `${(median(campus) / median(node)).toFixed(2)}x`, '', ''],
      ],
      notes: [
        'Wall time from spawn to exit. Ink, React, the sdk, undici and each verb load only when a command needs them.',
      ],
    };
  },
};

export default cliStartup;
