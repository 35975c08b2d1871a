import { printJson, printStatus } from '../../output.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import { findUser } from '../shared/users.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb } from '../shared/verb.js';
import type { CoordinatorsChangeOptions } from './coordinators-add.js';
import {
  configureCoordinatorChange,
  coordinatorRefs,
  resolveCoordinators,
} from './shared/coordinator-change.js';
import { GROUPS_LIST, usernames } from './shared/group-rows.js';

export const groupsCoordinatorsRemove = defineVerb<CoordinatorsChangeOptions>({
  path: ['groups', 'coordinators', 'remove'],
  summary: "Remove coordinators from a group (the group's coordinators and admins)",
  examples: ['campus groups coordinators remove 3 --user teacher'],
  configure: configureCoordinatorChange,
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'group', GROUPS_LIST),
    users: coordinatorRefs(values),
  }),
  async run(options, ctx) {
    const { UserIdsSchema } = await loadSdk();
    const result = await withSignedInClient(options.globals, ctx, async (client) => {
      const { group } = await client.groups.get(options.id);
      const coordinators = group.coordinators ?? [];
      // Someone named by id who is not a coordinator has nothing to remove; a name must be one.
      const notCoordinators = options.users
        .filter((ref) => ref.kind === 'id' && !findUser(ref, coordinators))
        .map((ref) => ({ id: ref.kind === 'id' ? ref.id : 0, username: ref.text }));
      const { change, skip } = resolveCoordinators(
        options.users,
        coordinators,
        notCoordinators,
        'is not a coordinator of this group',
      );
      if (change.length === 0) return { group, change, skip };
      const input = validateInput(
        UserIdsSchema,
        { user_ids: change.map((user) => user.id) },
        { user_ids: '--user' },
      );
      return { group: (await client.groups.removeCoordinators(options.id, input)).group, change, skip };
    });
    if (options.globals.json) {
      printJson(ctx.io, { removed: result.change, not_coordinators: result.skip, group: result.group });
      return undefined;
    }
    if (result.skip.length > 0) printStatus(ctx.io, `Not coordinators: ${usernames(result.skip)}.`);
    if (result.change.length > 0) {
      printStatus(
        ctx.io,
        `Removed coordinators from group ${result.group.id} "${result.group.name}": ${usernames(result.change)}.`,
      );
    }
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsCoordinatorsRemove, argv);
