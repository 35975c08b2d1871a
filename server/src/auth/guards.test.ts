import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../plugins/error-handler.js';
import type { Actor, UserActor } from './actor.js';
import { guardByDefault, requirePermission, requireUser, signedIn } from './guards.js';

// The guards on a bare Fastify whose actor comes from a test header instead of a token.
function testActor(holder: Pick<UserActor, 'id' | 'username' | 'is_admin' | 'permissions'>): UserActor {
  const at = new Date().toISOString();
  // The token fields do not matter to the guards; the cast keeps this test independent of them.
  const session = { id: holder.id, createdAt: at, lastUsedAt: at, expiresAt: at };
  return { ...holder, tokenId: holder.id, token: holder.username, session } as UserActor;
}

const ACTORS: Record<string, Actor> = {
  admin: testActor({ id: 1, username: 'admin', is_admin: true, permissions: [] }),
  teacher: testActor({ id: 2, username: 'teacher', is_admin: false, permissions: [{ key: 'create_event' }] }),
  student: testActor({ id: 3, username: 'student', is_admin: false, permissions: [] }),
};

function appWithTestActors() {
  const app = Fastify();
  installErrorHandler(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.actor = ACTORS[String(request.headers['x-test-actor'])] ?? null;
  });
  return app;
}

async function guardedApp() {
  const app = appWithTestActors();
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

// Routes under guardByDefault, as modules/routes.ts registers every module: none of them names requireUser.
async function appGuardedByDefault() {
  const app = appWithTestActors();
  await app.register(
    async (api) => {
      guardByDefault(api);
      api.get('/forgotten-guard', async () => ({ ok: true }));
      api.get('/public', { config: { public: true } }, async () => ({ ok: true }));
      api.post('/create-event', { onRequest: requirePermission('create_event') }, async () => ({ ok: true }));
      await api.register(async (child) => {
        child.delete('/nested/:id', async () => ({ ok: true }));
      });
    },
    { prefix: '/api' },
  );
  app.get('/outside', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('guardByDefault', () => {
  it.each([
    ['GET', '/api/forgotten-guard', undefined, 401],
    ['HEAD', '/api/forgotten-guard', undefined, 401],
    ['GET', '/api/forgotten-guard', 'student', 200],
    ['DELETE', '/api/nested/7', undefined, 401],
    ['DELETE', '/api/nested/7', 'student', 200],
    ['GET', '/api/public', undefined, 200],
    ['HEAD', '/api/public', undefined, 200],
    ['POST', '/api/create-event', undefined, 401],
    ['POST', '/api/create-event', 'student', 403],
    ['POST', '/api/create-event', 'teacher', 200],
    // Only routes registered under the plugin that called it.
    ['GET', '/outside', undefined, 200],
  ] as const)('%s %s as %s -> %i', async (method, url, actor, status) => {
    const app = await appGuardedByDefault();
    const response = await app.inject({ method, url, headers: actor ? { 'x-test-actor': actor } : {} });
    expect(response.statusCode).toBe(status);
    await app.close();
  });
});
