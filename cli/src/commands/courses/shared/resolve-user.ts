import { CliError, UsageError } from '../../../errors.js';
import { findUser, type KnownUser, userRef } from '../../shared/users.js';

/** A USER argument: blank is a usage error (exit 2) before any call. */
export function userArgument(text: string | undefined, what: string): string {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') throw new UsageError(`Give the ${what} (a username or an id).`);
  return trimmed;
}

/**
 * The id a USER argument names: an id as given (the server then decides), a username looked up in
 * `users` (ignoring case); a username not there fails (exit 1) with `notFound`.
 */
export function resolveUserId(text: string, users: readonly KnownUser[], notFound: string): number {
  const ref = userRef(text);
  if (ref.kind === 'id') return ref.id;
  const user = findUser(ref, users);
  if (!user) throw new CliError(notFound);
  return user.id;
}
