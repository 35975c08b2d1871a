import { printJson, printStatus } from '../../output.js';
import type { GlobalOptions } from '../../session.js';
import { parseId } from '../shared/ids.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk } from '../shared/sdk.js';
import { withSignedInClient } from '../shared/signed-in.js';
import type { UserRef } from '../shared/users.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb } from '../shared/verb.js';
import {
  configureCoordinatorChange,
  coordinatorRefs,
  resolveCoordinators,
} from './shared/coordinator-change.js';
import { GROUPS_LIST, usernames } from './shared/group-rows.js';

export interface CoordinatorsChangeOptions {
  globals: GlobalOptions;
  id: number;
  users: UserRef[];
}

export const groupsCoordinatorsAdd = defineVerb<CoordinatorsChangeOptions>({
  path: ['groups', 'coordinators', 'add'],
  summary: "Make users coordinators of a group (the group's coordinators and admins)",
  examples: [
    'campus groups coordinators add 3 --user teacher',
    'campus groups coordinators add 3 --user 12,14',
  ],
  configure: configureCoordinatorChange,
  options: ({ args, values, globals }) => ({
    globals,
    id: parseId(args[0], 'group', GROUPS_LIST),
    users: coordinatorRefs(values),
  }),
  async run(options, ctx) {
    const { UserIdsSchema } = await loadSdk();
    const result = await withSignedInClient(options.globals, ctx, async (client) => {
      const [{ group }, eligible] = await Promise.all([
        client.groups.get(options.id),
        client.groups.availableCoordinators(options.id),
      ]);
      const { change, skip } = resolveCoordinators(
        options.users,
        eligible,
        group.coordinators ?? [],
        'not in the list of possible coordinators (unknown username, or an admin; ids are sent as given)',
        true,
      );
      if (change.length === 0) return { group, change, skip };
      const input = validateInput(
        UserIdsSchema,
        { user_ids: change.map((user) => user.id) },
        { user_ids: '--user' },
      );
      return { group: (await client.groups.addCoordinators(options.id, input)).group, change, skip };
    });
    if (options.globals.json) {
      printJson(ctx.io, { added: result.change, already: result.skip, group: result.group });
      return undefined;
    }
    if (result.skip.length > 0) printStatus(ctx.io, `Already coordinators: ${usernames(result.skip)}.`);
    if (result.change.length > 0) {
      printStatus(
        ctx.io,
        `Added coordinators to group ${result.group.id} "${result.group.name}": ${usernames(result.change)}.`,
      );
    }
    return undefined;
  },
});

export const parse = (argv: readonly string[]) => parseVerb(groupsCoordinatorsAdd, argv);
