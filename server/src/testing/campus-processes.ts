import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { SERVER_ROOT } from '../config.js';

// Real server processes for the tests of several processes on one PostgreSQL (runtime/): `server/src/main.ts`
// run through tsx (the sources as they are, no bundle to go stale), each on a free port, configured by its
// environment alone as in production.

export interface CampusProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed by a signal). */
  stop(graceMs?: number): Promise<number | null>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Starts `main.ts` with `env` over a clean environment and waits until GET /api/health answers 200. `built`
 * runs the bundle `pnpm start` runs (dist/main.mjs, from `pnpm build`) instead: tsx's own memory is not
 * the server's.
 */
export async function startCampusProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
  { built = false }: { built?: boolean } = {},
): Promise<CampusProcess> {
  const port = await freePort();
  const args = built ? ['dist/main.mjs'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const running: CampusProcess = {
    url,
    child,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return running;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await running.stop(1_000);
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the server of `serverUrl` (TEST_DATABASE_URL), for processes that run as in
 * production (no test schema): LISTEN/NOTIFY channels are per database, so runs never hear each other.
 */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `campus_scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
