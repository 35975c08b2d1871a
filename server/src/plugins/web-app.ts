import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app (web/dist) on the same port as the API, with the SPA fallback: a GET outside /api
 * that is not a file answers index.html and the client router takes over. Also owns the not-found handler,
 * since what "not found" means depends on whether the path is the API's or the app's.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      // The build writes name.js.br and name.js.gz beside each asset (web/vite.config.ts); they are sent
      // as they are, with content-encoding set, so the compression plugin leaves them alone.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(webDir, path)),
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
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
    if (!hasBuild) return reply.code(404).type('text/html').send(MISSING_BUILD_PAGE);
    return sendIndex(reply);
  });
}

function sendIndex(reply: FastifyReply) {
  // Its cache-control comes from setHeaders (no-cache), like every file outside /assets/.
  return reply.sendFile('index.html');
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Files under assets/ carry a content hash in their name, so a browser may keep them a year without asking
 * again: a new build gives a changed file a new name. Everything else (index.html, which names the current
 * hashes, and unhashed files at the root) is revalidated on every use. `path` is the file sent, which may
 * be the .br or .gz sibling.
 */
function cacheControlFor(webDir: string, path: string): string {
  const inWebDir = relative(webDir, path);
  return inWebDir.startsWith(`assets${sep}`) ? IMMUTABLE_CACHE : 'no-cache';
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
