import fp from 'fastify-plugin';
import type { Actor } from '../auth/actor.js';
import { findActorByToken } from '../auth/token-store.js';
import { bearerTokenFrom } from '../auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (or an unknown/revoked token). */
    actor: Actor;
  }
}

/**
 * Resolves the actor of every /api request from `Authorization: Bearer`. An unknown or revoked token leaves a
 * guest: public routes (login, register) still answer, protected routes answer 401 through the guards.
 */
export const authActorPlugin = fp(
  async (app) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerTokenFrom(request.headers.authorization);
      if (token) request.actor = await findActorByToken(app.db, token);
    });
  },
  { name: 'auth-actor', dependencies: ['database'] },
);
