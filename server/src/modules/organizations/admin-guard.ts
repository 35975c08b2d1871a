import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../auth/guards.js';
import { ForbiddenError } from '../../errors.js';

/**
 * Route hook: admins only (403 for anyone else). Runs before the body is validated, so a non-admin learns
 * nothing about what a valid body would be.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!signedIn(request).is_admin) throw new ForbiddenError();
}
