import type { CampusClient, Group, UserIdsInput } from '@campus/sdk';
import type { Command } from 'commander';
import type { CliContext } from '../../../context.js';
import { CliError } from '../../../errors.js';
import { printJson, printStatus } from '../../../output.js';
import type { GlobalOptions } from '../../../session.js';
import { parseId } from '../../shared/ids.js';
import { loadSdk } from '../../shared/sdk.js';
import { withSignedInClient } from '../../shared/signed-in.js';
import { findUser, type KnownUser, type UserRef, userRefsFromFlags } from '../../shared/users.js';
import { validateInput } from '../../shared/validate.js';
import type { ParsedInput } from '../../shared/verb.js';
import { GROUPS_LIST, usernames } from './group-rows.js';

export interface CoordinatorsChangeOptions {
  globals: GlobalOptions;
  id: number;
  users: UserRef[];
}

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

/** The options of `groups coordinators add|remove`: the group id and the --user values. */
export function coordinatorChangeOptions({ args, values, globals }: ParsedInput): CoordinatorsChangeOptions {
  return { globals, id: parseId(args[0], 'group', GROUPS_LIST), users: coordinatorRefs(values) };
}

/** The group and the users `resolveCoordinators` split for it. */
export interface CoordinatorPlan {
  group: Group;
  change: KnownUser[];
  skip: KnownUser[];
}

/** What a verb reports: the JSON keys of the changed and skipped users, and its two status lines' starts. */
export interface CoordinatorChangeWords {
  changedKey: string;
  skippedKey: string;
  /** 'Already coordinators' */
  skipped: string;
  /** 'Added coordinators to' (followed by the group) */
  changed: string;
}

/**
 * Runs `groups coordinators add|remove`: `plan` resolves the users against the group, `send` changes
 * those to change (no call when there are none), then the outcome is printed (JSON, or status lines).
 */
export async function runCoordinatorChange(
  options: CoordinatorsChangeOptions,
  ctx: CliContext,
  words: CoordinatorChangeWords,
  plan: (client: CampusClient) => Promise<CoordinatorPlan>,
  send: (client: CampusClient, input: UserIdsInput) => Promise<{ group: Group }>,
): Promise<undefined> {
  const { UserIdsSchema } = await loadSdk();
  const result = await withSignedInClient(options.globals, ctx, async (client) => {
    const { group, change, skip } = await plan(client);
    if (change.length === 0) return { group, change, skip };
    const input = validateInput(
      UserIdsSchema,
      { user_ids: change.map((user) => user.id) },
      { user_ids: '--user' },
    );
    return { group: (await send(client, input)).group, change, skip };
  });
  if (options.globals.json) {
    printJson(ctx.io, {
      [words.changedKey]: result.change,
      [words.skippedKey]: result.skip,
      group: result.group,
    });
    return undefined;
  }
  if (result.skip.length > 0) printStatus(ctx.io, `${words.skipped}: ${usernames(result.skip)}.`);
  if (result.change.length > 0) {
    printStatus(
      ctx.io,
      `${words.changed} group ${result.group.id} "${result.group.name}": ${usernames(result.change)}.`,
    );
  }
  return undefined;
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
