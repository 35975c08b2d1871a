import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../plugins/error-handler.js';
import type { Actor } from './actor.js';
import { requirePermission, requireUser, signedIn } from './guards.js';

// The guards on a bare Fastify whose actor comes from a test header instead of a token.
const ACTORS: Record<string, Actor> = {
  admin: { id: 1, username: 'admin', is_admin: true, permissions: [], tokenId: 1, token: 'a' },
  teacher: {
    id: 2,
    username: 'teacher',
    is_admin: false,
    permissions: [{ key: 'create_event' }],
    tokenId: 2,
    token: 't',
  },
  student: { id: 3, username: 'student', is_admin: false, permissions: [], tokenId: 3, token: 's' },
};

async function guardedApp() {
  const app = Fastify();
  installErrorHandler(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.actor = ACTORS[String(request.headers['x-test-actor'])] ?? null;
  });
  app.get('/me', { onRequest: requireUser }, async (request) => ({ id: signedIn(request).id }));
  app.get('/create-event', { onRequest: requirePermission('create_event') }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('guards', () => {
  it.each([
    ['/me', undefined, 401],
    ['/me', 'student', 200],
    ['/create-event', undefined, 401],
    ['/create-event', 'student', 403],
    ['/create-event', 'teacher', 200],
    ['/create-event', 'admin', 200],
  ])('%s as %s -> %i', async (url, actor, status) => {
    const app = await guardedApp();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: actor ? { 'x-test-actor': actor } : {},
    });
    expect(response.statusCode).toBe(status);
    if (status >= 400) expect(response.json()).toMatchObject({ status: 'error' });
    await app.close();
  });
});
