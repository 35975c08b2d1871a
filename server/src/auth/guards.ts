import { hasPermission, type PermissionKey } from '@campus/sdk';
import type { FastifyRequest } from 'fastify';
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

/** Spread into a route schema to mark it as needing the bearer token in the OpenAPI document. */
export const bearerSecurity = { security: [{ bearerAuth: [] }] };
