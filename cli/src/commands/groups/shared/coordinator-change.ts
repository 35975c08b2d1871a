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
import { defineVerb, type ParsedInput } from '../../shared/verb.js';
import { GROUPS_LIST, usernames } from './group-rows.js';

export interface CoordinatorsChangeOptions {
  globals: GlobalOptions;
  id: number;
  users: UserRef[];
}

/** Declares the id argument and --user of `groups coordinators add|remove`. */
function configureCoordinatorChange(command: Command): void {
  command
    .argument('<id>', 'the group id (from `campus groups list`)')
    .requiredOption('--user <users...>', 'usernames or ids (repeat the flag, or separate with commas)');
}

function coordinatorRefs(values: ParsedInput['values']): UserRef[] {
  const users = Array.isArray(values.user) ? values.user.filter((value) => typeof value === 'string') : [];
  return userRefsFromFlags(users);
}

/** The group and the users `resolveCoordinators` split for it. */
export interface CoordinatorPlan {
  group: Group;
  change: KnownUser[];
  skip: KnownUser[];
}

/** What differs between `groups coordinators add` and `remove`. */
export interface CoordinatorChangeSpec {
  path: readonly string[];
  summary: string;
  examples: readonly string[];
  /** The JSON keys of the changed and of the skipped users. */
  changedKey: string;
  skippedKey: string;
  /** The status line of the skipped users starts with this ('Already coordinators'). */
  skipped: string;
  /** The status line of the changed users starts with this, the group follows ('Added coordinators to'). */
  changed: string;
  /** Resolves the named users against the group (`resolveCoordinators`). */
  plan(client: CampusClient, options: CoordinatorsChangeOptions): Promise<CoordinatorPlan>;
  /** Changes the users to change; not called when there are none. */
  send(client: CampusClient, id: number, input: UserIdsInput): Promise<{ group: Group }>;
}

/** A `groups coordinators add|remove` verb: the group id and --user, plan, send, then print the outcome. */
export function defineCoordinatorChange(spec: CoordinatorChangeSpec) {
  return defineVerb<CoordinatorsChangeOptions>({
    path: spec.path,
    summary: spec.summary,
    examples: spec.examples,
    configure: configureCoordinatorChange,
    options: ({ args, values, globals }) => ({
      globals,
      id: parseId(args[0], 'group', GROUPS_LIST),
      users: coordinatorRefs(values),
    }),
    run: (options, ctx) => runCoordinatorChange(spec, options, ctx),
  });
}

async function runCoordinatorChange(
  spec: CoordinatorChangeSpec,
  options: CoordinatorsChangeOptions,
  ctx: CliContext,
): Promise<undefined> {
  const { UserIdsSchema } = await loadSdk();
  const result = await withSignedInClient(options.globals, ctx, async (client) => {
    const { group, change, skip } = await spec.plan(client, options);
    if (change.length === 0) return { group, change, skip };
    const input = validateInput(
      UserIdsSchema,
      { user_ids: change.map((user) => user.id) },
      { user_ids: '--user' },
    );
    return { group: (await spec.send(client, options.id, input)).group, change, skip };
  });
  if (options.globals.json) {
    await printJson(
      ctx.io,
      {
        [spec.changedKey]: result.change,
        [spec.skippedKey]: result.skip,
        group: result.group,
      },
      options.globals,
    );
    return undefined;
  }
  if (result.skip.length > 0) printStatus(ctx.io, `${spec.skipped}: ${usernames(result.skip)}.`);
  if (result.change.length > 0) {
    printStatus(
      ctx.io,
      `${spec.changed} group ${result.group.id} "${result.group.name}": ${usernames(result.change)}.`,
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
