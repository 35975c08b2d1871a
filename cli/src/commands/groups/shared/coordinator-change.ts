import type { Command } from 'commander';
import { CliError } from '../../../errors.js';
import { findUser, type KnownUser, type UserRef, userRefsFromFlags } from '../../shared/users.js';
import type { ParsedInput } from '../../shared/verb.js';

/** Declares the id argument and --user of `groups coordinators add|remove`. */
export function configureCoordinatorChange(command: Command): void {
  command
    .argument('<id>', 'the group id (from `campus groups list`)')
    .requiredOption('--user <users...>', 'usernames or ids (repeat the flag, or separate with commas)');
}

export function coordinatorRefs(values: ParsedInput['values']): UserRef[] {
  const users = Array.isArray(values.user) ? values.user.filter((value) => typeof value === 'string') : [];
  return userRefsFromFlags(users);
}

/**
 * Splits the named users into those to change and those already as wanted (`skip`), or fails naming
 * everyone it cannot resolve: nothing changes unless every user is found.
 */
export function resolveCoordinators(
  refs: readonly UserRef[],
  eligible: readonly KnownUser[],
  alreadyDone: readonly KnownUser[],
  unknownWhy: string,
  /** Send ids not in `eligible` anyway (the server decides), as add does; remove resolves them all. */
  passIds = false,
): { change: KnownUser[]; skip: KnownUser[] } {
  const change = new Map<number, KnownUser>();
  const skip = new Map<number, KnownUser>();
  const unknown: string[] = [];
  for (const ref of refs) {
    const done = findUser(ref, alreadyDone);
    const passed = passIds && ref.kind === 'id' ? { id: ref.id, username: ref.text } : undefined;
    const found = done ? undefined : (findUser(ref, eligible) ?? passed);
    if (done) skip.set(done.id, done);
    else if (found) change.set(found.id, found);
    else unknown.push(ref.text);
  }
  if (unknown.length > 0) {
    throw new CliError(`Not changed: ${unknown.join(', ')} ${unknownWhy}.`);
  }
  return { change: [...change.values()], skip: [...skip.values()] };
}
