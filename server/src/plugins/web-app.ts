import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE, loadWebAssets, pickEncoding, type WebAsset } from './web-assets.js';

export { IMMUTABLE_CACHE };

/**
 * Serves the built web app (web/dist) on the same port as the API, with the SPA fallback: a GET outside /api
 * that is not a file answers index.html and the client router takes over. Also owns the not-found handler,
 * since what "not found" means depends on whether the path is the API's or the app's.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDir, 'index.html'));
  // The whole build in memory, indexed by path, once (web-assets.ts): no file system work per request.
  const assets = hasBuild ? await loadWebAssets(webDir) : new Map<string, WebAsset>();
  const index = assets.get('/index.html');
  if (hasBuild && index) {
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const asset = assets.get(pathOf(request));
      return asset ? sendAsset(request, reply, asset) : reply.callNotFound();
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendAsset(request, reply, index));
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').send(MISSING_BUILD_PAGE),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      isApiPath(request) ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      looksLikeFile(request)
    ) {
      return reply.code(404).send({ status: 'error', message: 'Not found' });
    }
    if (!index) return reply.code(404).type('text/html').send(MISSING_BUILD_PAGE);
    return sendAsset(request, reply, index);
  });
}

/** The request's path, decoded ('/assets/app-1a2b.js'); an undecodable one matches no asset. */
function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One asset from memory: the precompressed form the client takes (with content-encoding set, so the
 * compression plugin leaves it alone), its type, cache policy and ETag; 304 when the client holds it.
 */
function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: WebAsset) {
  const { body, encoding } = pickEncoding(asset, request.headers['accept-encoding']);
  const etag = encoding ? `${asset.etag.slice(0, -1)}-${encoding}"` : asset.etag;
  reply.header('cache-control', asset.cacheControl).header('etag', etag);
  if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(asset.type).send(body);
}

function isApiPath(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

/** A missing /assets/app.js should be a 404, not the HTML page (the browser would try to run it). */
function looksLikeFile(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Campus</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>Campus</h1>
<p>The API is running at <a href="/api/docs">/api/docs</a>, but the web app is not built yet.</p>
<p>Run <code>pnpm build</code> (or start with <code>pnpm start</code>, which builds first) and reload.</p>
</body></html>
`;
