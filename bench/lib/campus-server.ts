import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './paths.js';
import { freePort, stop, timeCommand, waitForOk } from './processes.js';

/** The compiled server, as `pnpm start` runs it. */
export const SERVER_BUNDLE = join(REPO_ROOT, 'server', 'dist', 'main.mjs');
// Generous: on a shared machine at load 20 a first start (migrate, seed) took over 3 minutes.
const START_TIMEOUT_MS = 600_000;

/**
 * Bundles the server from the current sources (about 2 s, so figures never come from a stale bundle) and
 * builds the web app when there is no build with precompressed files (vite build takes a while).
 */
export function ensureBuilt(): void {
  timeCommand(process.execPath, [join(REPO_ROOT, 'server', 'build.mjs')], REPO_ROOT, 300_000);
  const assets = join(REPO_ROOT, 'web', 'dist', 'assets');
  const precompressed = existsSync(assets) && readdirSync(assets).some((file) => file.endsWith('.br'));
  if (!precompressed) timeCommand('pnpm', ['--filter', '@campus/web', 'build'], REPO_ROOT, 300_000);
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Spawn until GET /api/organizations/registration answered 200, in milliseconds. */
  startMs: number;
  /**
   * CPU time the process had used by then (user + system), in milliseconds: on a busy machine wall time
   * stretches with everyone's load, while this mostly does not, so it tells what a quiet machine would see.
   */
  startCpuMs: number;
}

export interface ServerTarget {
  /** PGlite in this folder, or PostgreSQL at databaseUrl. */
  dataDir: string;
  databaseUrl?: string;
  /** The port to listen on (a free one when left out). */
  port?: number;
  /** More environment for the process (REDIS_URL, S3_BUCKET, WORKERS, ...). */
  env?: Record<string, string>;
}

/** Starts `node server/dist/main.mjs` (or another command) on a free port and waits for its first answer. */
export async function startServer(
  target: ServerTarget,
  command: readonly string[] = [process.execPath, '--enable-source-maps', SERVER_BUNDLE],
): Promise<RunningServer> {
  const port = target.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'error',
    ...target.env,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const [file, ...args] = command;
  if (!file) throw new Error('No command');
  const start = performance.now();
  const child = spawn(file, args, { cwd: REPO_ROOT, env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/api/organizations/registration`, child, START_TIMEOUT_MS);
  } catch (error) {
    await stop(child);
    throw error;
  }
  const startMs = performance.now() - start;
  return { url, child, startMs, startCpuMs: await cpuMsOf(child) };
}

/** User + system CPU time of a child from /proc/<pid>/stat (Linux, 100 ticks a second); NaN elsewhere. */
export async function cpuMsOf(child: ChildProcess): Promise<number> {
  try {
    const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export interface Memory {
  /** Resident set now, MiB. */
  rss: number;
  /** Highest resident set since the process started (VmHWM), MiB. */
  peak: number;
}

/** The child's memory from /proc (Linux); NaN elsewhere. */
export async function memoryOf(child: ChildProcess): Promise<Memory> {
  try {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

export const mib = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MiB` : '-');
export const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));
