import type { Access, Viewer } from '@campus/sdk';
import { ForbiddenError, NotFoundError } from '../errors.js';

/**
 * Object-level authorization, in one place (OWASP API1). A scoped loader (loadEventFor, loadCourseFor, ...)
 * reads an object together with the actor's relation to it, decides through the sdk's permission rules what
 * the actor may do, and answers through `authorize`: a service never fetches by a bare id and then forgets
 * to check.
 */

export interface AccessMessages {
  /** The 404 message (the spec's catalogue text, e.g. 'Event not found'). */
  notFound: string;
  /** The 403 message when the actor may not see it. */
  viewForbidden: string;
}

/**
 * Returns `found` when the actor may see it and, unless `need` is 'view', do `need` to it; otherwise throws:
 * 404 when it does not exist or is hidden, 403 when it is forbidden or the ability is missing.
 */
export function authorize<Ability extends string, Found extends { access: Access<Ability> }>(
  found: Found | null,
  need: Ability | 'view',
  messages: AccessMessages,
): Found {
  if (!found || found.access.sight === 'hidden') throw new NotFoundError(messages.notFound);
  if (found.access.sight === 'forbidden') throw new ForbiddenError(messages.viewForbidden);
  if (need !== 'view' && !found.access.can[need]) throw new ForbiddenError();
  return found;
}

/** The id to match relation rows against: guests match nothing (serial ids start at 1). */
export function viewerId(viewer: Viewer): number {
  return viewer?.id ?? 0;
}
