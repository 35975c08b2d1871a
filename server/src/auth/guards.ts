import { hasPermission, type PermissionKey } from '@campus/sdk';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { UserActor } from './actor.js';

// Guards run as route `onRequest` hooks: after the actor is resolved and before the body is validated, so a
// guest gets 401 (not 422) from a protected route. Permission checks use the sdk's rules, as the clients do.

/** Route hook: a signed-in user is required (401 otherwise, also for an unknown or revoked token). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedIn(request);
}

/** Route hook factory: the user must hold `key` (admins hold every key). */
export function requirePermission(key: PermissionKey) {
  return async function requirePermissionHook(request: FastifyRequest): Promise<void> {
    if (!hasPermission(signedIn(request), key)) throw new ForbiddenError();
  };
}

/** The signed-in actor of a request, for handlers behind `requireUser`. */
export function signedIn(request: FastifyRequest): UserActor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers guests too. Without it, every route under guardByDefault requires a signed-in user. */
    public?: boolean;
  }
}

/**
 * Makes every route registered after it (in this plugin and its children) signed-in unless it declares
 * `config: { public: true }`: a route that forgets its guard fails closed with 401 instead of serving guests.
 * requireUser goes first, so a guest gets 401 before any permission check or body validation.
 */
export function guardByDefault(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.public === true) return;
    route.onRequest = [requireUser, ...hooksOf(route.onRequest)];
  });
}

function hooksOf(hooks: RouteOptions['onRequest']): onRequestHookHandler[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** Spread into a route schema to mark it as needing the bearer token in the OpenAPI document. */
export const bearerSecurity = { security: [{ bearerAuth: [] }] };
