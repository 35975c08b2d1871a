import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths come from this file's location, not the working directory: `pnpm start` runs in server/, a user may
// run from the repository root, and both must find the same data folder and web build.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
export const DEFAULT_WEB_DIR = resolve(REPO_ROOT, 'web', 'dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.campus-data');

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
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL and CAMPUS_PUBLIC_URL, with a clear error for a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: env.DATA_DIR?.trim() ? resolvePath(env.DATA_DIR.trim()) : DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    publicUrl: parsePublicUrl(env.CAMPUS_PUBLIC_URL),
  };
}

/** An http(s) origin with an optional path, without a trailing slash. */
function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CAMPUS_PUBLIC_URL must be an http or https address, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CAMPUS_PUBLIC_URL must be an http or https address, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** A relative DATA_DIR given by the user is taken from where they ran the command, as they would expect. */
function resolvePath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
