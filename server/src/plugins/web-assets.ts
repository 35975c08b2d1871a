import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/**
 * The built web app, read once at start-up into memory: every file of web/dist by its URL path, with its
 * precompressed .br and .gz siblings (web/vite.config.ts writes them), type, cache policy and ETag. Serving
 * one is then a map lookup, where @fastify/static read directories and stat files on every request (1.4 ms
 * of CPU an asset). A build is immutable while the server runs: `pnpm start` builds before it starts.
 */
export interface WebAsset {
  type: string;
  cacheControl: string;
  /** The file's bytes, and its precompressed forms when the build wrote them. */
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** A strong ETag of the file's content; the encoding is appended for a compressed form. */
  etag: string;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * Files under assets/ carry a content hash in their name, so a browser may keep them a year without asking
 * again: a new build gives a changed file a new name. Everything else (index.html, which names the current
 * hashes, and unhashed files at the root) is revalidated on every use.
 */
function cacheControlFor(path: string): string {
  return path.startsWith(`assets${sep}`) || path.startsWith('assets/') ? IMMUTABLE_CACHE : 'no-cache';
}

/** URL path ('/assets/app-1a2b.js') -> asset. Dotfiles (the build's source hash) are never served. */
export async function loadWebAssets(webDir: string): Promise<Map<string, WebAsset>> {
  const entries = await readdir(webDir, { recursive: true, withFileTypes: true });
  const names = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
  const assets = new Map<string, WebAsset>();
  for (const file of names) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const path = relative(webDir, file);
    if (path.split(sep).some((part) => part.startsWith('.'))) continue;
    const identity = await readFile(file);
    const asset: WebAsset = {
      type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(path),
      identity,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    };
    if (names.has(`${file}.br`)) asset.br = await readFile(`${file}.br`);
    if (names.has(`${file}.gz`)) asset.gzip = await readFile(`${file}.gz`);
    assets.set(`/${path.split(sep).join('/')}`, asset);
  }
  return assets;
}

/** Whether the client takes `coding` (accept-encoding, q above 0). */
export function accepts(acceptEncoding: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!acceptEncoding) return false;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** The form of an asset to send for this accept-encoding: br, else gzip, else the file itself. */
export function pickEncoding(
  asset: WebAsset,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (asset.br && accepts(acceptEncoding, 'br')) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && accepts(acceptEncoding, 'gzip')) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.identity };
}
