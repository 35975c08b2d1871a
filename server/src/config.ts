import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths come from this file's location, not the working directory: `pnpm start` runs in server/, a user may
// run from the repository root, and both must find the same data folder and web build.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
export const DEFAULT_WEB_DIR = resolve(REPO_ROOT, 'web', 'dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.campus-data');

/** A bad environment variable: main.ts prints its message alone, no stack. */
export class ConfigError extends Error {}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite database, uploads). */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir/pgdata` when absent. */
  databaseUrl: string | undefined;
  /**
   * The address people reach Campus at (CAMPUS_PUBLIC_URL, e.g. https://campus.example.org), for links the
   * server hands out to be opened elsewhere (the calendar feed URL); the request's own origin when absent.
   */
  publicUrl: string | undefined;
  /** Processes to serve from (node's cluster); more than 1 needs PostgreSQL. */
  workers: number;
  /** Redis for the rate limits shared by every process; in process when absent. */
  redis: RedisConfig | undefined;
  /** S3-compatible storage for uploaded images; the data folder when absent. */
  s3: S3Config | undefined;
  /** How long a guest's list page is served from memory (other processes' writes drop it at once). */
  guestPageCacheTtlMs: number | undefined;
  /** USER_ANSWER_CACHE_TTL_MS: how long a signed-in user's repeated read is fresh in memory; 0 turns it off. */
  userAnswerCacheTtlMs: number | undefined;
  /** REQUEST_GATE_LIMIT: API requests at the database at once (8 on PGlite, 32 on PostgreSQL when unset). */
  requestGateLimit: number | undefined;
  /** REQUEST_GATE_WAIT_MS: how long a request waits for its turn before a 503 (5,000 when unset). */
  requestGateWaitMs: number | undefined;
  /** REQUEST_TIMEOUT_MS: idle connection and whole-request timeout (60,000 when unset). */
  requestTimeoutMs: number | undefined;
}

export interface RedisConfig {
  url: string;
  /** Put before every key, so that several deployments (or test runs) can share one Redis. */
  prefix: string;
}

export interface S3Config {
  bucket: string;
  /** AWS_REGION; us-east-1 when unset (S3-compatible servers mostly ignore it). */
  region: string;
  /** AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL): MinIO, R2, a local S3 server; AWS itself when unset. */
  endpoint: string | undefined;
}

/** The most processes WORKERS may ask for: well past the cores of any one machine. */
export const MAX_WORKERS = 64;

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, CAMPUS_PUBLIC_URL, WORKERS, REDIS_URL (REDIS_PREFIX), S3_BUCKET (with AWS_REGION and
 * AWS_ENDPOINT_URL_S3; the credentials are the AWS SDK's own business), GUEST_PAGE_CACHE_TTL_MS,
 * REQUEST_GATE_LIMIT, REQUEST_GATE_WAIT_MS and REQUEST_TIMEOUT_MS, with a clear error for a bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = value(env.DATABASE_URL);
  const workers = parseWorkers(env.WORKERS);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      `WORKERS=${workers} needs PostgreSQL: the embedded database (PGlite) lives in one process and its data folder. Set DATABASE_URL, or leave WORKERS at 1.`,
    );
  }
  const redisUrl = value(env.REDIS_URL);
  const bucket = value(env.S3_BUCKET);
  const dataDir = value(env.DATA_DIR);
  return {
    port: parsePort(env.PORT),
    host: value(env.HOST) ?? '0.0.0.0',
    dataDir: dataDir ? resolvePath(dataDir) : DEFAULT_DATA_DIR,
    databaseUrl,
    publicUrl: parsePublicUrl(env.CAMPUS_PUBLIC_URL),
    workers,
    redis: redisUrl ? { url: redisUrl, prefix: env.REDIS_PREFIX ?? 'campus:' } : undefined,
    s3: bucket
      ? {
          bucket,
          region: value(env.AWS_REGION) ?? value(env.AWS_DEFAULT_REGION) ?? 'us-east-1',
          endpoint: value(env.AWS_ENDPOINT_URL_S3) ?? value(env.AWS_ENDPOINT_URL),
        }
      : undefined,
    guestPageCacheTtlMs: parseWhole('GUEST_PAGE_CACHE_TTL_MS', env.GUEST_PAGE_CACHE_TTL_MS, 0, 3_600_000),
    userAnswerCacheTtlMs: parseWhole('USER_ANSWER_CACHE_TTL_MS', env.USER_ANSWER_CACHE_TTL_MS, 0, 60_000),
    requestGateLimit: parseWhole('REQUEST_GATE_LIMIT', env.REQUEST_GATE_LIMIT, 1, 10_000),
    requestGateWaitMs: parseWhole('REQUEST_GATE_WAIT_MS', env.REQUEST_GATE_WAIT_MS, 0, 600_000),
    requestTimeoutMs: parseWhole('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 1_000, 3_600_000),
  };
}

/** A set, non-blank variable, trimmed. */
function value(raw: string | undefined): string | undefined {
  return raw?.trim() || undefined;
}

function parseWorkers(raw: string | undefined): number {
  return parseWhole('WORKERS', raw, 1, MAX_WORKERS) ?? 1;
}

function parseWhole(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (value(raw) === undefined) return undefined;
  const number = Number(raw);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return number;
}

/** An http(s) origin with an optional path, without a trailing slash. */
function parsePublicUrl(raw: string | undefined): string | undefined {
  const text = value(raw);
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`CAMPUS_PUBLIC_URL must be an http or https address, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`CAMPUS_PUBLIC_URL must be an http or https address, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** A relative DATA_DIR given by the user is taken from where they ran the command, as they would expect. */
function resolvePath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
