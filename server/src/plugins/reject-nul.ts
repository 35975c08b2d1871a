import type { FieldErrors } from '@campus/sdk';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors.js';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Paths (dot-joined) of every string under `value` that holds a NUL character. */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nulPaths(item, [...path, String(index)], found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found);
  }
  return found;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such input would fail deep in a query as a 500. Refuse it up
 * front as a 422 on the fields that carry it, in bodies, query strings and path parameters alike.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(request.body)];
    if (paths.length === 0) return;
    const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path, [NUL_MESSAGE]]));
    throw new ValidationError(errors);
  });
}
