import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../config.js';
import {
  type CampusProcess,
  createScratchDatabase,
  type ScratchDatabase,
  startCampusProcess,
} from '../testing/campus-processes.js';

// WORKERS=N: one primary that prepares the database and forks N serving workers on the shared port, replaces
// a worker that dies, and drains them all on SIGTERM. PGlite refuses it with a message that says what to do.

const serverUrl = process.env.TEST_DATABASE_URL;

/** The node processes whose parent is `pid` (Linux /proc): the workers, not tsx's esbuild service. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) !== pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (command.split('\0')[0] === process.execPath) found.push(Number(entry));
  }
  return found;
}

async function until<T>(timeoutMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WORKERS on the embedded database', () => {
  it('is refused with a message that says what to do, and the process exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', WORKERS: '2', DATA_DIR: '/nonexistent/never-made' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'WORKERS=2 needs PostgreSQL: the embedded database (PGlite) lives in one process and its data folder. Set DATABASE_URL, or leave WORKERS at 1.',
    );
  }, 60_000);
});

describe.runIf(serverUrl)('WORKERS=2 on PostgreSQL', () => {
  let database: ScratchDatabase;
  let primary: CampusProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl ?? '');
    primary = await startCampusProcess(
      { DATABASE_URL: database.url, WORKERS: '2', DATA_DIR: '/tmp' },
      180_000,
    );
  }, 200_000);
  afterAll(async () => {
    await primary?.stop();
    await database?.drop();
  }, 60_000);

  it('serves from two workers, replaces one that dies, and drains both on SIGTERM', async () => {
    const pid = primary.child.pid ?? 0;
    const workers = await until(
      60_000,
      () => childrenOf(pid),
      (found) => found.length === 2,
    );
    expect(workers).toHaveLength(2);
    expect((await fetch(`${primary.url}/api/health`)).status).toBe(200);

    process.kill(workers[0] ?? 0, 'SIGKILL');
    const replaced = await until(
      90_000,
      () => childrenOf(pid),
      (found) => found.length === 2 && !found.includes(workers[0] ?? 0),
    );
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    await until(
      60_000,
      async () => (await fetch(`${primary.url}/api/health`).catch(() => null))?.status,
      (status) => status === 200,
    );

    expect(await primary.stop(40_000)).toBe(0);
    expect(await childrenOf(pid)).toEqual([]);
  }, 240_000);
});
