import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../../server/src/db/connect.js';
import { type RunningServer, startServer } from './campus-server.js';
import { freePort, stop } from './processes.js';

// The pieces of a deployment of several processes, for the scale benches: a database of the bench's own on a
// PostgreSQL server, N compiled server processes on it (sharing a Redis for the limits), and haproxy (Debian's
// package) in front with health checks and retries.

/** The machine's load averages (1, 5, 15 minutes), printed beside every figure. */
export function loadText(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the server of `serverUrl`, dropped by `drop`. */
export async function benchDatabase(serverUrl: string, label: string): Promise<BenchDatabase> {
  const name = `campus_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const handle = await connectDatabase({ kind: 'postgres', url });
  try {
    await handle.exec(sql);
  } finally {
    await handle.close();
  }
}

export interface CampusFleet {
  servers: RunningServer[];
  dataDirs: string[];
  /** Starts one more process on the same database (the first one migrates and seeds), on `port` if given. */
  add(port?: number): Promise<RunningServer>;
  stopAll(): Promise<void>;
}

/** Compiled server processes on `databaseUrl` with `env`, started one after another. */
export async function campusFleet(databaseUrl: string, env: Record<string, string>): Promise<CampusFleet> {
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  return {
    servers,
    dataDirs,
    async add(port) {
      const dataDir = await mkdtemp(join(tmpdir(), 'campus-bench-scale-'));
      dataDirs.push(dataDir);
      const server = await startServer({ dataDir, databaseUrl, env, port });
      servers.push(server);
      return server;
    },
    async stopAll() {
      for (const server of servers) await stop(server.child);
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Balancer {
  /** The URL of each frontend, by name. */
  urls: Record<string, string>;
  /** Of each backend, by name: requests retried (wretr) and sent again to another server (wredis). */
  retries(): Promise<Record<string, { retried: number; redispatched: number }>>;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** haproxy's path, installed from Debian's package when missing (as root). */
export function ensureHaproxy(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore' });
    const installed = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
    if (installed) return installed;
  }
  throw new Error('haproxy is not installed (apt-get install haproxy)');
}

/**
 * haproxy with one frontend per entry of `backends`, each balancing round robin over its servers' URLs, with
 * a health check on GET /api/health every 500 ms and up to 3 retries of a request whose connection failed or
 * got no answer, on another server (redispatch; checkouts carry an Idempotency-Key, so a retry of one whose
 * answer was lost is answered again, not sold twice).
 */
export async function startHaproxy(backends: Record<string, string[]>): Promise<Balancer> {
  const binary = ensureHaproxy();
  const dir = await mkdtemp(join(tmpdir(), 'campus-bench-haproxy-'));
  const urls: Record<string, string> = {};
  const sections: string[] = [];
  for (const [name, servers] of Object.entries(backends)) {
    const port = await freePort();
    urls[name] = `http://127.0.0.1:${port}`;
    sections.push(
      `frontend ${name}_in`,
      `  bind 127.0.0.1:${port}`,
      `  default_backend ${name}`,
      `backend ${name}`,
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      ...servers.map(
        (url, index) => `  server s${index} ${new URL(url).host} check inter 500ms fall 2 rise 2`,
      ),
    );
  }
  const statsPort = await freePort();
  sections.push('frontend stats', `  bind 127.0.0.1:${statsPort}`, '  stats enable', '  stats uri /stats');
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  option http-keep-alive',
    ...sections,
    '',
  ].join('\n');
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child = spawn(binary, ['-f', file, '-db'], { stdio: 'ignore' });
  // Ready when every frontend answers health through a server that passed its checks.
  const deadline = Date.now() + 20_000;
  for (const url of Object.values(urls)) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode} (config ${file})`);
      const ok = await fetch(`${url}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`haproxy did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    urls,
    child,
    async retries() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
      const columns = (header ?? '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const result: Record<string, { retried: number; redispatched: number }> = {};
      for (const line of lines) {
        const cells = line.split(',');
        if (cells[at('svname')] !== 'BACKEND') continue;
        result[cells[at('pxname')] ?? ''] = {
          retried: Number(cells[at('wretr')] || 0),
          redispatched: Number(cells[at('wredis')] || 0),
        };
      }
      return result;
    },
    async stop() {
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
