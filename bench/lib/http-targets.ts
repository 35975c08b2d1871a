import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scaledGeneratedSizes } from '../../fixtures/src/index.js';
import { connectDatabase } from '../../server/src/db/connect.js';
import { loadGeneratedDataset } from '../../server/src/db/generated-data.js';
import { todayInTimeZone } from '../../server/src/db/seed/today.js';
import { cpuMsOf, type Memory, memoryOf, type ServerTarget } from './campus-server.js';
import { BENCH_ACCOUNT, BENCH_CART } from './http-scenarios.js';
import { REPO_ROOT } from './paths.js';
import { freePort, stop, waitForOk } from './processes.js';
import { ms } from './stats.js';

// What the HTTP benches (http.ts, signed-in-reads.ts) share: the large dataset, the bench account's token
// and cart, a PostgreSQL database of their own and the plain node:http server beside the Campus server.

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/test';

export interface Target {
  label: string;
  url: string;
  stop(): Promise<void>;
  memory(): Promise<Memory>;
  /** CPU time the server process has used so far, ms (PostgreSQL's own processes not included). */
  cpuMs(): Promise<number>;
  token?: string;
}

/** A request the plain server must answer as the Campus server did. */
export interface PlainAnswer {
  path: string;
  as: 'guest' | 'user';
}

/** The generated dataset, dated around today, loaded into the target's database while its server is down. */
export async function loadDataset(target: ServerTarget, scale = 1): Promise<string> {
  const handle = await connectDatabase(
    target.databaseUrl
      ? { kind: 'postgres', url: target.databaseUrl }
      : { kind: 'pglite', dataDir: join(target.dataDir, 'pgdata') },
  );
  try {
    const loaded = await loadGeneratedDataset(handle.db, {
      sizes: scaledGeneratedSizes(scale),
      today: todayInTimeZone(),
    });
    const rows = Object.entries(loaded.rows)
      .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
      .join(', ');
    return `generated dataset loaded in ${ms(loaded.milliseconds)} (${rows}), dated around today`;
  } finally {
    await handle.close();
  }
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ACCOUNT),
  });
  const body: unknown = await response.json();
  const token =
    typeof body === 'object' && body !== null && 'data' in body && typeof body.data === 'object' && body.data
      ? (body.data as { token?: unknown }).token
      : undefined;
  if (typeof token !== 'string') throw new Error(`POST /api/login answered ${response.status}`);
  return token;
}

/** Puts BENCH_CART's lines in the bench account's cart, so the cart scenarios read real lines. */
export async function fillCart(url: string, token: string): Promise<void> {
  for (const line of BENCH_CART) {
    const response = await fetch(`${url}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(line),
    });
    if (response.status !== 200) throw new Error(`POST /api/cart/add answered ${response.status}`);
  }
}

/** A database of the bench's own on the PostgreSQL server, or undefined when none answers. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `campus_bench_${randomBytes(4).toString('hex')}`;
  const admin = await connectDatabase({ kind: 'postgres', url: POSTGRES_URL });
  try {
    await admin.exec(`CREATE DATABASE ${name}`);
  } catch {
    await admin.close().catch(() => {});
    return undefined;
  }
  await admin.close();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = await connectDatabase({ kind: 'postgres', url: POSTGRES_URL });
      await again.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}

/** The plain node:http server, answering each scenario's path with the bytes the Campus server gave. */
export async function startPlain(
  source: Target,
  dir: string,
  requests: readonly PlainAnswer[],
): Promise<Target> {
  const answers: Record<string, { type: string; body: string }> = {};
  for (const scenario of requests) {
    const headers: Record<string, string> =
      scenario.as === 'user' && source.token ? { authorization: `Bearer ${source.token}` } : {};
    const response = await fetch(`${source.url}${scenario.path}`, { headers });
    answers[scenario.path] = {
      type: response.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    };
  }
  const file = join(dir, 'plain-answers.json');
  await writeFile(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'bench', 'lib', 'plain-server.mjs'), file, String(port)],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}${requests[0]?.path ?? '/'}`, child, 60_000);
  return {
    label: 'plain node:http',
    url,
    stop: () => stop(child),
    memory: () => memoryOf(child),
    cpuMs: () => cpuMsOf(child),
  };
}
