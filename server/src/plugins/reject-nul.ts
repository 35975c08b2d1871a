import type { FieldErrors } from '@campus/sdk';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors.js';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** A value still to visit, with the way to it kept as a link to its parent (built into a path only on a find). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/**
 * Paths (dot-joined) of every string under `value` that holds a NUL character. Walks with an explicit
 * stack rather than recursion, so no input, however deeply nested, can overflow the call stack here.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(pathOf(visit) || '_');
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        pending.push({ value: item, key: String(index), parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) pending.push({ value: item, key, parent: visit });
    }
  }
  // The stack visits children last-first; report fields in the order they appear.
  return found.reverse();
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such input would fail deep in a query as a 500. Refuse it up
 * front as a 422 on the fields that carry it, in bodies, query strings and path parameters alike.
 */
export function installNulGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(request.body)];
    if (paths.length === 0) return done();
    const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path, [NUL_MESSAGE]]));
    done(new ValidationError(errors));
  });
}
